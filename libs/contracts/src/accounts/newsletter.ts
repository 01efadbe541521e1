import { z } from 'zod';
import { emailField } from './fields';

export const newsletterRequestSchema = z.object({
  email: emailField,
  nome: z.string().trim().max(120, 'too_long').optional(),
});
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;
