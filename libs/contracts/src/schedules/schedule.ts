import { z } from 'zod';
import { calendarDateSchema, monthField, wallClockTimeSchema, yearField } from '../calendar';
import { functionIconSchema } from '../ministries/functions';
import { songKeys } from '../songs/catalogue';
import { songLinksSchema } from '../songs/song';

/** Schedule list page size (part 2 §9). */
export const SCHEDULES_PAGE_SIZE = 10;
export const SCHEDULES_MAX_PAGE_SIZE = 100;

/** Derived as in part 2 §4: finished wins over published, which wins over draft. */
export const scheduleStatuses = ['rascunho', 'publicada', 'finalizada'] as const;
export const scheduleStatusSchema = z.enum(scheduleStatuses);
export type ScheduleStatus = z.infer<typeof scheduleStatusSchema>;

export function scheduleStatus(schedule: {
  publicada: boolean;
  finalizada: boolean;
}): ScheduleStatus {
  if (schedule.finalizada) return 'finalizada';
  return schedule.publicada ? 'publicada' : 'rascunho';
}

const id = z.number().int();

/** What a list shows of a schedule. `data` is the local date-time, with no offset. */
export const scheduleSummarySchema = z
  .object({
    id,
    ministerio_id: id,
    titulo: z.string(),
    /** 'yyyy-MM-ddTHH:mm:00': the ministry's wall clock, to be read as local time. */
    data: z.string(),
    horario: z.string(),
    local: z.string().nullable(),
    publicada: z.boolean(),
    finalizada: z.boolean(),
    status: scheduleStatusSchema,
    responsavel_id: id.nullable(),
    total_musicas: id,
    total_membros: id,
    total_confirmados: id,
  })
  .meta({ id: 'EscalaResumo' });
export type ScheduleSummary = z.infer<typeof scheduleSummarySchema>;

export const scheduledSongSchema = z.object({
  musica_id: id,
  ordem: id,
  tom_alterado: z.string().nullable(),
  /** tom_alterado, else the song's own key. */
  tom_usado: z.string().nullable(),
  nome: z.string(),
  artista: z.string(),
  tom: z.string().nullable(),
  links: songLinksSchema,
  link_cifra: z.string().nullable(),
  link_letra: z.string().nullable(),
  link_audio: z.string().nullable(),
  link_video: z.string().nullable(),
  musica: z.object({
    id,
    nome: z.string(),
    artista: z.string(),
    album: z.string().nullable(),
    tom: z.string().nullable(),
    bpm: z.number().int().nullable(),
    duracao: z.number().int().nullable(),
    capa_url: z.string().nullable(),
    links: songLinksSchema,
    /** Removed from the repertoire after it was scheduled: shown, no longer linkable. */
    excluida: z.boolean(),
  }),
});
export type ScheduledSong = z.infer<typeof scheduledSongSchema>;

export const scheduledMemberSchema = z.object({
  membro_id: id,
  membro: z.object({
    id,
    nome: z.string(),
    email: z.string(),
    foto_url: z.string().nullable(),
  }),
  funcoes: z.array(
    z.object({
      /** The function's id; null when it was deleted from the ministry since. */
      id: id.nullable(),
      nome: z.string(),
      icone: functionIconSchema,
      observacao: z.string().nullable(),
    }),
  ),
  confirmado: z.boolean(),
});
export type ScheduledMember = z.infer<typeof scheduledMemberSchema>;

export const scheduleDetailSchema = scheduleSummarySchema
  .extend({
    observacoes: z.string().nullable(),
    responsavel: z.object({ id, nome: z.string() }).nullable(),
    musicas: z.array(scheduledSongSchema),
    membros: z.array(scheduledMemberSchema),
    /** The lists as POST and PUT take them, for an edit form to send back. */
    musicas_escaladas: z.array(
      z.object({ musica_id: id, ordem: id, tom_alterado: z.string().nullable() }),
    ),
    membros_escalados: z.array(
      z.object({ membro_id: id, funcao_id: id.nullable(), observacao: z.string().nullable() }),
    ),
    estou_escalado: z.boolean(),
    confirmei_presenca: z.boolean(),
    /** Whether the caller may edit it (admin rights, or its leader): the edit button's rule. */
    pode_editar: z.boolean(),
  })
  .meta({ id: 'Escala' });
export type ScheduleDetail = z.infer<typeof scheduleDetailSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'too_long')
    .nullable()
    .optional()
    .transform((value) => value || null);

/** A song's key in a schedule: the 12 chromatic notes, or any song key (wizard default). */
const scheduleKeyField = z.preprocess(
  (value) => (value === '' || value === '-' ? null : value),
  z.enum(songKeys, { error: 'invalid_key' }).nullable().optional(),
);

/** POST /escalas and PUT /escalas/{id} (part 2 §7). */
export const saveScheduleRequestSchema = z.object({
  /** Required on create; on edit the schedule's own, and a different one is refused. */
  ministerio_id: z.coerce.number().int().positive().optional(),
  titulo: z.string({ error: 'required' }).trim().min(1, 'required').max(120, 'too_long'),
  data: calendarDateSchema,
  horario: wallClockTimeSchema,
  local: optionalText(200),
  observacoes: optionalText(2000),
  publicada: z.boolean().default(false),
  finalizada: z.boolean().default(false),
  responsavel_id: z.coerce.number().int().positive().nullable().optional(),
  musicas_escaladas: z
    .array(
      z.object({
        musica_id: z.coerce.number().int().positive(),
        ordem: z.coerce.number().int().optional(),
        tom_alterado: scheduleKeyField,
      }),
    )
    .max(100, 'too_many')
    .default([]),
  membros_escalados: z
    .array(
      z.object({
        membro_id: z.coerce.number().int().positive(),
        funcao_id: z.coerce.number().int().positive().nullable().optional(),
        observacao: optionalText(500),
      }),
    )
    .max(300, 'too_many')
    .default([]),
});
export type SaveScheduleRequest = z.input<typeof saveScheduleRequestSchema>;

export const scheduleListQuerySchema = z.object({
  ministerio_id: z.coerce.number({ error: 'required' }).int().positive(),
  pagina: z.coerce.number().int().min(1).default(1),
  por_pagina: z.coerce
    .number()
    .int()
    .min(1)
    .max(SCHEDULES_MAX_PAGE_SIZE, 'page_size_too_large')
    .default(SCHEDULES_PAGE_SIZE),
  mes: monthField.optional(),
  ano: yearField.optional(),
  /** Matches the title and the location, ignoring case and accents. */
  busca: z.string().trim().max(120, 'too_long').optional(),
});

export const schedulePageSchema = z.object({
  escalas: z.array(scheduleSummarySchema),
  total: id,
  pagina: id,
  por_pagina: id,
});
export type SchedulePage = z.infer<typeof schedulePageSchema>;

export const presenceSchema = z.object({
  estou_escalado: z.boolean(),
  confirmei_presenca: z.boolean(),
});
export type Presence = z.infer<typeof presenceSchema>;

export const confirmPresenceResponseSchema = presenceSchema.extend({ message: z.string() });

export const mySchedulesQuerySchema = z
  .object({
    ministerio_id: z.coerce.number().int().positive().optional(),
    data_inicial: calendarDateSchema.optional(),
    data_final: calendarDateSchema.optional(),
  })
  .refine(
    ({ data_inicial, data_final }) => !data_inicial || !data_final || data_final >= data_inicial,
    { message: 'end_before_start', path: ['data_final'] },
  );

export const mySchedulesResponseSchema = z.object({
  escalas: z.array(
    scheduleSummarySchema.extend({
      confirmei_presenca: z.boolean(),
      /** The functions the caller plays in it. */
      minhas_funcoes: z.array(z.string()),
    }),
  ),
});
export type MySchedules = z.infer<typeof mySchedulesResponseSchema>;

/** A member left out because of an unavailability on the schedule's date. */
export const unavailableMemberEntrySchema = z.object({
  membro_id: id,
  nome: z.string().optional(),
  justificativa: z.string(),
  data_inicio: z.string(),
  data_fim: z.string(),
});
export type UnavailableMemberEntry = z.infer<typeof unavailableMemberEntrySchema>;
