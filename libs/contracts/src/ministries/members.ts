import { z } from 'zod';
import { functionIconSchema } from './functions';
import { memberStatusSchema } from './standing';

/** A member as the members page shows it (part 1 §3). */
export const ministryMemberSchema = z
  .object({
    id: z.number().int(),
    usuario_id: z.number().int(),
    status: memberStatusSchema,
    admin: z.boolean(),
    proprietario: z.boolean(),
    usuario: z.object({
      nome: z.string(),
      email: z.string(),
      telefone: z.string().nullable(),
      foto_url: z.string().nullable(),
    }),
    funcoes: z.array(
      z.object({
        id: z.number().int(),
        funcao_id: z.number().int(),
        funcao: z.object({ nome: z.string(), icone: functionIconSchema }),
        principal: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'Membro' });
export type MinistryMember = z.infer<typeof ministryMemberSchema>;

export const membersQuerySchema = z.object({ status: memberStatusSchema.optional() });

/** PUT /membros/{id}: one change at a time, a status or the admin flag. */
export const updateMemberRequestSchema = z.union([
  z.object({ status: z.literal('ATIVO') }).strict(),
  z.object({ admin: z.boolean() }).strict(),
]);
export type UpdateMemberRequest = z.input<typeof updateMemberRequestSchema>;
