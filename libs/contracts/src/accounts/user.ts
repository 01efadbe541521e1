import { z } from 'zod/mini';

/** The account as the web shows it (part 1 §3 session data, part 2 §3 User). */
export const userSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.int(),
    nome: z.string(),
    email: z.string(),
    telefone: z.nullable(z.string()),
    foto_url: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'Usuario' });
export type User = z.infer<typeof userSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** An account as it is stored (the API also keeps secrets beside it, never shown). */
export interface UserRecord {
  id: number;
  nome: string;
  email: string;
  telefone: string | null;
  foto_url: string | null;
  created_at: string;
  updated_at: string;
}

/** What the API shows of an account: never a password hash or a token version. */
export const presentUser = (row: Pick<UserRecord, keyof User>): User => ({
  id: row.id,
  nome: row.nome,
  email: row.email,
  telefone: row.telefone,
  foto_url: row.foto_url,
});
