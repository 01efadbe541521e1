import { z } from 'zod/mini';
import { expectedVersionField, recordVersionSchema } from '../record-version';
import { typedText } from '../text';
import { ministryStandingSchema } from './standing';

export const ACCESS_CODE_LENGTH = 6;
/** No look-alikes (0/O, 1/I/L, 5/S, 2/Z, 8/B): codes are read aloud and typed on phones. */
export const ACCESS_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const ministrySchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.int(),
    nome: z.string(),
    /** Path of the logo under the API (`/api/uploads/<id>-<hash>.<ext>`), or null. */
    logo: z.nullable(z.string()),
    codigo_acesso: z.string(),
    aceitando_membros: z.boolean(),
    /** Hours before a schedule that unanswered members are reminded by e-mail; 0: never. */
    lembrete_horas: /* @__PURE__ */ z.int(),
    proprietario_id: /* @__PURE__ */ z.int(),
    situacao_usuario: ministryStandingSchema,
    data_criacao: z.string(),
    versao: recordVersionSchema,
  })
  .register(z.globalRegistry, { id: 'Ministerio' });
export type Ministry = z.infer<typeof ministrySchema>;

export const ministryListSchema = z.array(ministrySchema);

const ministryNameField = /* @__PURE__ */ z
  .string({ error: 'required' })
  .check(...typedText, z.minLength(1, 'required'), z.maxLength(120, 'too_long'));

/** Multipart form fields travel as text: 'true' / 'false' (part 1 §3). */
const booleanText = z.pipe(
  z.enum(['true', 'false', '1', '0'], { error: 'invalid_value' }),
  z.transform((value) => value === 'true' || value === '1'),
);

/**
 * A logo file part: JPG, PNG or GIF up to 2 MB, checked by its bytes on the server (not by
 * name or type), so the contract only documents it.
 */
const logoFile = /* @__PURE__ */ z
  .unknown()
  .register(z.globalRegistry, { type: 'string', format: 'binary' });

/** The reminder's lead time: the default, and up to a week before. */
export const REMINDER_HOURS = { default: 48, min: 0, max: 168 } as const;

/** A number, or its digits as multipart text. */
const reminderHoursField = z.pipe(
  z.union([
    z.number({ error: 'reminder_hours_range' }),
    z.pipe(
      /* @__PURE__ */ z.string().check(z.regex(/^\d{1,3}$/, 'reminder_hours_range')),
      z.transform(Number),
    ),
  ]),
  /* @__PURE__ */ z
    .int({ error: 'reminder_hours_range' })
    .check(
      z.gte(REMINDER_HOURS.min, 'reminder_hours_range'),
      z.lte(REMINDER_HOURS.max, 'reminder_hours_range'),
    ),
);

/** POST /ministerios: multipart/form-data (the web's way, part 1 §7) or JSON without logo. */
export const createMinistryRequestSchema = z.object({
  nome: ministryNameField,
  aceitando_membros: z._default(z.union([z.boolean(), booleanText]), true),
  logo: z.optional(logoFile),
});
export type CreateMinistryRequest = z.input<typeof createMinistryRequestSchema>;

/** PUT /ministerios/{id}: JSON, or multipart with a logo. */
export const updateMinistryRequestSchema = z.object({
  nome: z.optional(ministryNameField),
  aceitando_membros: z.optional(z.union([z.boolean(), booleanText])),
  lembrete_horas: z.optional(reminderHoursField),
  logo: z.optional(logoFile),
  versao: expectedVersionField,
});
export type UpdateMinistryRequest = z.input<typeof updateMinistryRequestSchema>;

export const accessCodeParamsSchema = z.object({
  codigo_acesso: /* @__PURE__ */ z.string().check(...typedText, z.minLength(1), z.maxLength(32)),
});

export const ministryStatisticsSchema = z.object({
  estatisticas: z.object({
    total_musicas: /* @__PURE__ */ z.int(),
    total_escalas: /* @__PURE__ */ z.int(),
    total_membros: /* @__PURE__ */ z.int(),
    escalas_mes_atual: /* @__PURE__ */ z.int(),
    nome_mes_atual: z.string(),
  }),
  historico_mensal: z.array(
    z.object({
      mes: /* @__PURE__ */ z.int().check(z.gte(1), z.lte(12)),
      ano: /* @__PURE__ */ z.int(),
      nome_mes: z.string(),
      total_escalas: /* @__PURE__ */ z.int(),
    }),
  ),
});
export type MinistryStatistics = z.infer<typeof ministryStatisticsSchema>;
