import { z } from 'zod/mini';
import { emailField, newPasswordField } from './fields';

export const passwordRecoveryRequestSchema = z.object({ email: emailField });
export type PasswordRecoveryRequest = z.input<typeof passwordRecoveryRequestSchema>;

export const passwordResetRequestSchema = /* @__PURE__ */ z
  .object({
    token: /* @__PURE__ */ z
      .string({ error: 'token_not_found' })
      .check(z.minLength(1, 'token_not_found'), z.maxLength(512, 'too_long')),
    senha: newPasswordField,
    confirmar_senha: z.string({ error: 'required' }),
  })
  .check(
    z.refine((body) => body.senha === body.confirmar_senha, {
      path: ['confirmar_senha'],
      error: 'passwords_dont_match',
    }),
  );
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** GET /redefinir-senha/{token}: the link still works until `expira_em` (ISO 8601). */
export const passwordResetLinkSchema = z.object({ expira_em: z.iso.datetime() });
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;

export const passwordResetLinkParamsSchema = z.object({
  token: /* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(512, 'too_long')),
});
