import { z } from 'zod/mini';
import {
  emailField,
  nameField,
  newAccountEmailField,
  newPasswordField,
  phoneField,
} from './fields';
import { MIN_PASSWORD_STRENGTH, passwordStrength } from './password-strength';
import { userSchema } from './user';

export const registerRequestSchema = z.object({
  nome: nameField,
  email: newAccountEmailField,
  telefone: phoneField,
  senha: /* @__PURE__ */ newPasswordField.check(
    z.refine((senha) => passwordStrength(senha) >= MIN_PASSWORD_STRENGTH, 'password_stronger'),
  ),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailField,
  senha: /* @__PURE__ */ z
    .string({ error: 'required' })
    .check(z.minLength(1, 'required'), z.maxLength(256, 'too_long')),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** token_expiration is an ISO 8601 instant; the web stores it next to the token. */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_expiration: z.iso.datetime(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const loginResponseSchema = z.extend(tokenResponseSchema, { usuario: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({ message: z.string(), usuario: userSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
