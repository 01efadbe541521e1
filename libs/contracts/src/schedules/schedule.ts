import { z } from 'zod/mini';
import { expectedVersionField, recordVersionSchema } from '../record-version';
import { wholeNumber } from '../integers';
import { optionalText, typedText } from '../text';
import { calendarDateSchema, monthField, wallClockTimeSchema, yearField } from '../calendar';
import { functionIconSchema } from '../ministries/functions';
import { songKeys } from '../songs/keys';
import { songLinksSchema } from '../songs/song';
import { presenceAnswerSchema } from './presence-answer';
import { scheduledItemSchema, serviceItemsField } from './service-order';
import { scheduleSlotsField, scheduleSlotViewSchema } from './slots';

/** A query's `data_final` may not come before its `data_inicial`. */
const rangeInOrder = /* @__PURE__ */ z.refine<{ data_inicial?: string; data_final?: string }>(
  ({ data_inicial, data_final }) => !data_inicial || !data_final || data_final >= data_inicial,
  { error: 'end_before_start', path: ['data_final'] },
);

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

const id = /* @__PURE__ */ z.int();

/** What a list shows of a schedule. `data` is the local date-time, with no offset. */
export const scheduleSummarySchema = /* @__PURE__ */ z
  .object({
    id,
    ministerio_id: id,
    titulo: z.string(),
    /** 'yyyy-MM-ddTHH:mm:00': the ministry's wall clock, to be read as local time. */
    data: z.string(),
    horario: z.string(),
    local: z.nullable(z.string()),
    publicada: z.boolean(),
    finalizada: z.boolean(),
    status: scheduleStatusSchema,
    responsavel_id: z.nullable(id),
    total_musicas: id,
    total_membros: id,
    total_confirmados: id,
    total_recusados: id,
    versao: recordVersionSchema,
  })
  .register(z.globalRegistry, { id: 'EscalaResumo' });
export type ScheduleSummary = z.infer<typeof scheduleSummarySchema>;

export const scheduledSongSchema = z.object({
  musica_id: id,
  ordem: id,
  tom_alterado: z.nullable(z.string()),
  /** tom_alterado, else the song's own key. */
  tom_usado: z.nullable(z.string()),
  nome: z.string(),
  artista: z.string(),
  tom: z.nullable(z.string()),
  links: songLinksSchema,
  link_cifra: z.nullable(z.string()),
  link_letra: z.nullable(z.string()),
  link_audio: z.nullable(z.string()),
  link_video: z.nullable(z.string()),
  musica: z.object({
    id,
    nome: z.string(),
    artista: z.string(),
    album: z.nullable(z.string()),
    tom: z.nullable(z.string()),
    bpm: z.nullable(/* @__PURE__ */ z.int()),
    duracao: z.nullable(/* @__PURE__ */ z.int()),
    capa_url: z.nullable(z.string()),
    links: songLinksSchema,
    /** Removed from the repertoire after it was scheduled: shown, no longer linkable. */
    excluida: z.boolean(),
    /** The repertoire has a chart for it: the schedule's chart page can show it in its key. */
    tem_cifra: z.boolean(),
  }),
});
export type ScheduledSong = z.infer<typeof scheduledSongSchema>;

export const scheduledMemberSchema = z.object({
  membro_id: id,
  membro: z.object({
    id,
    /** Empty for a former member (ex_integrante): the web shows a translated label instead. */
    nome: z.string(),
    email: z.string(),
    foto_url: z.nullable(z.string()),
    /** Someone who deleted their account: kept in past schedules without personal data. */
    ex_integrante: z.boolean(),
  }),
  funcoes: z.array(
    z.object({
      /** The function's id; null when it was deleted from the ministry since. */
      id: z.nullable(id),
      nome: z.string(),
      icone: functionIconSchema,
      observacao: z.nullable(z.string()),
    }),
  ),
  confirmado: z.boolean(),
  resposta: presenceAnswerSchema,
  /** The decline's reason, for the member, admin rights and the leader; else null. */
  motivo_recusa: z.nullable(z.string()),
});
export type ScheduledMember = z.infer<typeof scheduledMemberSchema>;

export const scheduleDetailSchema = /* @__PURE__ */ z
  .extend(scheduleSummarySchema, {
    observacoes: z.nullable(z.string()),
    responsavel: z.nullable(z.object({ id, nome: z.string() })),
    musicas: z.array(scheduledSongSchema),
    membros: z.array(scheduledMemberSchema),
    /** The parts of the service besides the songs, in order (`ordem` places them among the songs). */
    itens: z.array(scheduledItemSchema),
    /** What the schedule needs, by function, in the order the leader set. */
    vagas: z.array(scheduleSlotViewSchema),
    /** What the slots still need: people not yet on it, or who declined (missingSlots). */
    faltam: z.array(scheduleSlotViewSchema),
    /**
     * The lists as POST and PUT take them, for an edit form to send back; a song's `ordem` is
     * its place in the service, counted with the parts.
     */
    musicas_escaladas: z.array(
      z.object({ musica_id: id, ordem: id, tom_alterado: z.nullable(z.string()) }),
    ),
    membros_escalados: z.array(
      z.object({
        membro_id: id,
        funcao_id: z.nullable(id),
        observacao: z.nullable(z.string()),
      }),
    ),
    estou_escalado: z.boolean(),
    confirmei_presenca: z.boolean(),
    recusei_presenca: z.boolean(),
    /** Whether the caller may still answer, or change an answer (presenceAnswerOpen). */
    posso_mudar_resposta: z.boolean(),
    /** Whether the caller may edit it (admin rights, or its leader): the edit button's rule. */
    pode_editar: z.boolean(),
    /**
     * Whether the caller may swap substitutes into declined places: they edit it and its day
     * is not over (presenceAnswerOpen).
     */
    pode_substituir: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'Escala' });
export type ScheduleDetail = z.infer<typeof scheduleDetailSchema>;

/** A song's key in a schedule: the 12 chromatic notes, or any song key (wizard default). */
const scheduleKeyField = z.optional(
  z.pipe(
    z.transform((value) => (value === '' || value === '-' ? null : value)),
    z.nullable(z.enum(songKeys, { error: 'invalid_key' })),
  ),
);

/** POST /escalas and PUT /escalas/{id} (part 2 §7). */
export const saveScheduleRequestSchema = z.object({
  /** Required on create; on edit the schedule's own, and a different one is refused. */
  ministerio_id: z.optional(
    /* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive()),
  ),
  titulo: /* @__PURE__ */ z
    .string({ error: 'required' })
    .check(...typedText, z.minLength(1, 'required'), z.maxLength(120, 'too_long')),
  data: calendarDateSchema,
  horario: wallClockTimeSchema,
  local: optionalText(200),
  observacoes: optionalText(2000),
  publicada: z._default(z.boolean(), false),
  finalizada: z._default(z.boolean(), false),
  responsavel_id: z.optional(
    z.nullable(/* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive())),
  ),
  musicas_escaladas: z._default(
    /* @__PURE__ */ z
      .array(
        z.object({
          musica_id: /* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive()),
          ordem: z.optional(/* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int())),
          tom_alterado: scheduleKeyField,
        }),
      )
      .check(z.maxLength(100, 'too_many')),
    [],
  ),
  membros_escalados: z._default(
    /* @__PURE__ */ z
      .array(
        z.object({
          membro_id: /* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive()),
          funcao_id: z.optional(
            z.nullable(/* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive())),
          ),
          observacao: optionalText(500),
        }),
      )
      .check(z.maxLength(300, 'too_many')),
    [],
  ),
  /** The service's other parts; absent keeps the schedule's (none on create). */
  itens: serviceItemsField,
  /** What the schedule needs, by function; absent keeps the schedule's (none on create). */
  vagas: z.optional(scheduleSlotsField),
  /** On edit: the version the form was read at (ignored on create). */
  versao: expectedVersionField,
});
export type SaveScheduleRequest = z.input<typeof saveScheduleRequestSchema>;

export const scheduleListQuerySchema = /* @__PURE__ */ z
  .object({
    ministerio_id: /* @__PURE__ */ wholeNumber({ error: 'required' }).check(
      /* @__PURE__ */ z.int(),
      z.positive(),
    ),
    pagina: z._default(/* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.gte(1)), 1),
    por_pagina: z._default(
      /* @__PURE__ */ wholeNumber().check(
        /* @__PURE__ */ z.int(),
        z.gte(1),
        z.lte(SCHEDULES_MAX_PAGE_SIZE, 'page_size_too_large'),
      ),
      SCHEDULES_PAGE_SIZE,
    ),
    mes: z.optional(monthField),
    ano: z.optional(yearField),
    /** Matches the title and the location, ignoring case and accents. */
    busca: z.optional(/* @__PURE__ */ z.string().check(...typedText, z.maxLength(120, 'too_long'))),
    /** A range of days (both included), within the month or year when those are given too. */
    data_inicial: z.optional(calendarDateSchema),
    data_final: z.optional(calendarDateSchema),
  })
  .check(rangeInOrder);

export const schedulePageSchema = z.object({
  /** Each with what its slots still need (`faltam`, as the detail answers it). */
  escalas: z.array(z.extend(scheduleSummarySchema, { faltam: z.array(scheduleSlotViewSchema) })),
  total: id,
  pagina: id,
  por_pagina: id,
});
export type SchedulePage = z.infer<typeof schedulePageSchema>;

export const presenceSchema = z.object({
  estou_escalado: z.boolean(),
  confirmei_presenca: z.boolean(),
  recusei_presenca: z.boolean(),
});
export type Presence = z.infer<typeof presenceSchema>;

export const confirmPresenceResponseSchema = z.extend(presenceSchema, { message: z.string() });

export const mySchedulesQuerySchema = /* @__PURE__ */ z
  .object({
    ministerio_id: z.optional(
      /* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive()),
    ),
    data_inicial: z.optional(calendarDateSchema),
    data_final: z.optional(calendarDateSchema),
  })
  .check(rangeInOrder);

export const mySchedulesResponseSchema = z.object({
  escalas: z.array(
    z.extend(scheduleSummarySchema, {
      confirmei_presenca: z.boolean(),
      /** The caller declined it with a reason. */
      recusei_presenca: z.boolean(),
      /** The functions the caller plays in it. */
      minhas_funcoes: z.array(z.string()),
    }),
  ),
});
export type MySchedules = z.infer<typeof mySchedulesResponseSchema>;

/** A member left out because of an unavailability on the schedule's date. */
export const unavailableMemberEntrySchema = z.object({
  membro_id: id,
  nome: z.optional(z.string()),
  justificativa: z.string(),
  data_inicio: z.string(),
  data_fim: z.string(),
});
export type UnavailableMemberEntry = z.infer<typeof unavailableMemberEntrySchema>;
