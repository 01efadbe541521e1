import { z } from 'zod';
import { nameField, newPasswordField, phoneField } from './fields';
import { userSchema } from './user';

/** An empty phone clears it: accounts made with Google sign-in start without one. */
const optionalPhoneField = z.union([z.literal('').transform(() => null), phoneField]);

/**
 * PUT /usuarios/{id}. senha_atual and nova_senha travel together: with both the password
 * changes; with one of them the request is refused rather than half applied.
 */
export const updateUserRequestSchema = z
  .object({
    nome: nameField.optional(),
    telefone: optionalPhoneField.nullable().optional(),
    senha_atual: z.string().max(256, 'too_long').optional(),
    nova_senha: newPasswordField.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.nova_senha !== undefined && !body.senha_atual)
      ctx.addIssue({ code: 'custom', path: ['senha_atual'], message: 'current_password_required' });
    if (body.senha_atual && body.nova_senha === undefined)
      ctx.addIssue({ code: 'custom', path: ['nova_senha'], message: 'new_password_required' });
  });
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/** A password change ends older sessions, so the answer carries the caller's new token. */
export const updateUserResponseSchema = z.object({
  message: z.string(),
  usuario: userSchema,
  access_token: z.string().optional(),
  token_expiration: z.iso.datetime().optional(),
});
export type UpdateUserResponse = z.infer<typeof updateUserResponseSchema>;
