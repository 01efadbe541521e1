import { z } from 'zod/mini';
import { functionIconSchema } from './functions';
import { memberPreferencesSchema } from './member-preferences';
import { memberStatusSchema } from './standing';

/** A member as the members page shows it (part 1 §3). */
export const ministryMemberSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.int(),
    usuario_id: /* @__PURE__ */ z.int(),
    status: memberStatusSchema,
    admin: z.boolean(),
    proprietario: z.boolean(),
    usuario: z.object({
      nome: z.string(),
      email: z.string(),
      telefone: z.nullable(z.string()),
      foto_url: z.nullable(z.string()),
    }),
    funcoes: z.array(
      z.object({
        id: /* @__PURE__ */ z.int(),
        funcao_id: /* @__PURE__ */ z.int(),
        funcao: z.object({ nome: z.string(), icone: functionIconSchema }),
        principal: z.boolean(),
      }),
    ),
    /** Their auto-fill preferences: shown to the member themself and to admin rights only. */
    preferencias: z.optional(memberPreferencesSchema),
  })
  .register(z.globalRegistry, { id: 'Membro' });
export type MinistryMember = z.infer<typeof ministryMemberSchema>;

export const membersQuerySchema = z.object({ status: z.optional(memberStatusSchema) });

/** PUT /membros/{id}: one change at a time, a status or the admin flag. */
export const updateMemberRequestSchema = z.union([
  z.strictObject({ status: z.literal('ATIVO') }),
  z.strictObject({ admin: z.boolean() }),
]);
export type UpdateMemberRequest = z.input<typeof updateMemberRequestSchema>;
