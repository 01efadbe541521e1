import { z } from 'zod/mini';
import { nameField, newPasswordField, phoneField } from './fields';
import { userSchema } from './user';

/** An empty phone clears it: accounts made with Google sign-in start without one. */
const optionalPhoneField = z.union([
  z.pipe(
    z.literal(''),
    z.transform(() => null),
  ),
  phoneField,
]);

/**
 * PUT /usuarios/{id}. senha_atual and nova_senha travel together: with both the password
 * changes; with one of them the request is refused rather than half applied.
 */
export const updateUserRequestSchema = /* @__PURE__ */ z
  .object({
    nome: z.optional(nameField),
    telefone: z.optional(z.nullable(optionalPhoneField)),
    senha_atual: z.optional(/* @__PURE__ */ z.string().check(z.maxLength(256, 'too_long'))),
    nova_senha: z.optional(newPasswordField),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.nova_senha !== undefined && !body.senha_atual)
        ctx.addIssue({
          code: 'custom',
          path: ['senha_atual'],
          message: 'current_password_required',
        });
      if (body.senha_atual && body.nova_senha === undefined)
        ctx.addIssue({ code: 'custom', path: ['nova_senha'], message: 'new_password_required' });
    }),
  );
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/** A password change ends older sessions, so the answer carries the caller's new token. */
export const updateUserResponseSchema = z.object({
  message: z.string(),
  usuario: userSchema,
  access_token: z.optional(z.string()),
  token_expiration: z.optional(z.iso.datetime()),
});
export type UpdateUserResponse = z.infer<typeof updateUserResponseSchema>;
