import { z } from 'zod/mini';
import { mailSettingsSchema } from './mail-settings';
import { memberStatusSchema } from '../ministries/standing';
import { presenceAnswerSchema } from '../schedules/presence-answer';
import { ownSongKeySchema } from '../songs/member-song-keys';

const id = /* @__PURE__ */ z.int();

/**
 * GET /usuarios/{id}/dados: everything Levita keeps about the caller (LGPD art. 18),
 * as one JSON file. Never a password hash, a token or a secret address: only whether a
 * calendar feed exists.
 */
export const personalDataSchema = /* @__PURE__ */ z
  .object({
    gerado_em: z.string(),
    conta: z.object({
      id,
      nome: z.string(),
      email: z.string(),
      telefone: z.nullable(z.string()),
      foto_url: z.nullable(z.string()),
      criada_em: z.string(),
      atualizada_em: z.string(),
      tem_senha: z.boolean(),
      entra_com_google: z.boolean(),
      emails: mailSettingsSchema,
      feed_calendario: z.boolean(),
    }),
    participacoes: z.array(
      z.object({
        ministerio_id: id,
        ministerio: z.string(),
        status: memberStatusSchema,
        admin: z.boolean(),
        proprietario: z.boolean(),
        desde: z.string(),
        funcoes: z.array(z.object({ nome: z.string(), principal: z.boolean() })),
        indisponibilidades: z.array(
          z.object({
            data_inicio: z.string(),
            data_fim: z.string(),
            justificativa: z.nullable(z.string()),
          }),
        ),
        /** The keys they saved for the ministry's songs ("meu tom"), by song name. */
        tons: z.array(ownSongKeySchema),
        /** Their auto-fill preferences: a monthly limit, and whom they serve with (a name). */
        preferencias: z.object({
          limite_mensal: z.nullable(z.int()),
          junto_com: z.nullable(z.string()),
        }),
      }),
    ),
    escalas: z.array(
      z.object({
        escala_id: id,
        ministerio_id: id,
        ministerio: z.string(),
        titulo: z.string(),
        data: z.string(),
        horario: z.string(),
        local: z.nullable(z.string()),
        funcoes: z.array(z.object({ nome: z.string(), observacao: z.nullable(z.string()) })),
        resposta: presenceAnswerSchema,
        confirmado_em: z.nullable(z.string()),
        recusado_em: z.nullable(z.string()),
        motivo_recusa: z.nullable(z.string()),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'MeusDados' });
export type PersonalData = z.infer<typeof personalDataSchema>;

/** The export's file name: the day it was made, in UTC. */
export const personalDataFileName = (generatedAt: string) =>
  `levita-meus-dados-${generatedAt.slice(0, 10)}.json`;

/** A ministry the caller owns: what blocks deleting the account until it changes hands. */
export const ownedMinistrySchema = z.object({ id, nome: z.string() });
export type OwnedMinistry = z.infer<typeof ownedMinistrySchema>;
