import { z } from 'zod/mini';
import { typedText } from '../text';
import { MIN_PASSWORD_LENGTH } from './password-strength';
import { isReservedEmail } from './reserved-email';

/*
 * Messages in these schemas are codes, not text: the server translates them for the
 * request's language and the web looks them up in its translation files.
 */

/** E-mail as stored: trimmed and lower case, so " Ana@X.com" and "ana@x.com" are one account. */
export const emailField = z.pipe(
  /* @__PURE__ */ z
    .string({ error: 'required' })
    .check(...typedText, z.toLowerCase(), z.minLength(1, 'required'), z.maxLength(254, 'too_long')),
  z.email('invalid_email'),
);

/** A new account's address: an e-mail of a real, deliverable domain (reserved-email.ts). */
export const newAccountEmailField = /* @__PURE__ */ emailField.check(
  z.refine((email) => !isReservedEmail(email), 'reserved_email'),
);

export const nameField = /* @__PURE__ */ z
  .string({ error: 'required' })
  .check(...typedText, z.minLength(1, 'required'), z.maxLength(120, 'too_long'));

/** (DD) NNNNN-NNNN or (DD) NNNN-NNNN in Brazil, (XXX) XXX-XXXX in English (part 1 §5). */
export const PHONE_PATTERN = /^(\(\d{2}\) \d{4,5}-\d{4}|\(\d{3}\) \d{3}-\d{4})$/;

export const phoneField = /* @__PURE__ */ z
  .string({ error: 'required' })
  .check(...typedText, z.regex(PHONE_PATTERN, 'invalid_phone'));

/** Argon2 accepts any length; the cap only stops a huge body from costing CPU. */
export const newPasswordField = /* @__PURE__ */ z
  .string({ error: 'required' })
  .check(z.minLength(MIN_PASSWORD_LENGTH, 'password_min_length'), z.maxLength(256, 'too_long'));
