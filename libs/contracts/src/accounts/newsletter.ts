import { z } from 'zod/mini';
import { typedText } from '../text';
import { emailField } from './fields';

export const newsletterRequestSchema = z.object({
  email: emailField,
  nome: z.optional(/* @__PURE__ */ z.string().check(...typedText, z.maxLength(120, 'too_long'))),
});
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;
