import { z } from 'zod';

/** The account as the web shows it (part 1 §3 session data, part 2 §3 User). */
export const userSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    email: z.string(),
    telefone: z.string().nullable(),
    foto_url: z.string().nullable(),
  })
  .meta({ id: 'Usuario' });
export type User = z.infer<typeof userSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
