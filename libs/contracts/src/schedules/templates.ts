import { z } from 'zod/mini';
import { calendarDateSchema, wallClockTimeSchema } from '../calendar';
import { expectedVersionField, recordVersionSchema } from '../record-version';
import { optionalText, typedText } from '../text';
import type { MemberStatus } from '../ministries/standing';
import { type ItemPlace, serviceOrder, type ServiceItemKind } from './service-order';
import type { SaveScheduleRequest } from './schedule';

/*
 * Templates: a schedule kept without its date (title, time, place, notes, the service order
 * with its songs and parts, the slots, and the team when asked), from which new schedules
 * are made as drafts, one at a time or for a weekly rule. What a template names that is no
 * longer there when a schedule is made from it (a song removed from the repertoire, a member
 * no longer active or away that day, a function deleted) is left out. docs/schedules.md.
 */

/** What a template holds besides its columns, stored as JSON (`schedule_templates.conteudo`). */
export interface TemplateContent {
  musicas: { musica_id: number; tom_alterado: string | null }[];
  itens: (ItemPlace & {
    tipo: ServiceItemKind;
    titulo: string;
    duracao_minutos: number;
    observacoes: string | null;
    responsavel_id: number | null;
  })[];
  vagas: { funcao_id: number; quantidade: number }[];
  /** The fixed team, each member with the functions they play; null: no team kept. */
  equipe:
    { membro_id: number; funcoes: { funcao_id: number; observacao: string | null }[] }[] | null;
  responsavel_id: number | null;
}

const id = /* @__PURE__ */ z.int();

const templateName = /* @__PURE__ */ z
  .string({ error: 'required' })
  .check(...typedText, z.minLength(1, 'required'), z.maxLength(80, 'too_long'));

/** POST /escalas/{id}/modelo: keep the schedule as a template, with its team or without. */
export const saveAsTemplateRequestSchema = z.object({
  nome: templateName,
  com_equipe: z._default(z.boolean(), false),
});
export type SaveAsTemplateRequest = z.input<typeof saveAsTemplateRequestSchema>;

/** PUT /modelos/{id}: its name and the schedule's fields it gives. */
export const updateTemplateRequestSchema = z.object({
  nome: templateName,
  titulo: /* @__PURE__ */ z
    .string({ error: 'required' })
    .check(...typedText, z.minLength(1, 'required'), z.maxLength(120, 'too_long')),
  horario: wallClockTimeSchema,
  local: optionalText(200),
  observacoes: optionalText(2000),
  versao: expectedVersionField,
});
export type UpdateTemplateRequest = z.input<typeof updateTemplateRequestSchema>;

export const templateSummarySchema = /* @__PURE__ */ z
  .object({
    id,
    ministerio_id: id,
    nome: z.string(),
    titulo: z.string(),
    horario: z.string(),
    local: z.nullable(z.string()),
    observacoes: z.nullable(z.string()),
    total_musicas: id,
    total_itens: id,
    /** People the slots ask for, all functions together. */
    total_vagas: id,
    /** Members of the fixed team; null when the template keeps no team. */
    total_equipe: z.nullable(id),
    versao: recordVersionSchema,
  })
  .register(z.globalRegistry, { id: 'Modelo' });
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateListSchema = z.object({ modelos: z.array(templateSummarySchema) });

/** POST /modelos/{id}/escalas: a draft on this day, at the template's time unless another. */
export const scheduleFromTemplateRequestSchema = z.object({
  data: calendarDateSchema,
  horario: z.optional(wallClockTimeSchema),
});

/** What a schedule made from a template left out, to tell the leader. */
export const leftOutSchema = z.object({
  /** Songs no longer in the repertoire. */
  musicas: id,
  /** Team members no longer active, or away that day, or no longer holding a function. */
  membros: id,
  /** Slots of functions deleted since. */
  vagas: id,
});
export type LeftOut = z.infer<typeof leftOutSchema>;

/** A template's row as stored, and what a summary counts of it. */
export interface TemplateRecord {
  id: number;
  ministry_id: number;
  nome: string;
  titulo: string;
  horario: string;
  local: string | null;
  observacoes: string | null;
  conteudo: string;
  versao: number;
}

export function parseTemplateContent(json: string): TemplateContent {
  return JSON.parse(json) as TemplateContent;
}

export function presentTemplate(row: TemplateRecord): TemplateSummary {
  const content = parseTemplateContent(row.conteudo);
  return {
    id: row.id,
    ministerio_id: row.ministry_id,
    nome: row.nome,
    titulo: row.titulo,
    horario: row.horario,
    local: row.local,
    observacoes: row.observacoes,
    total_musicas: content.musicas.length,
    total_itens: content.itens.length,
    total_vagas: content.vagas.reduce((sum, slot) => sum + slot.quantidade, 0),
    total_equipe: content.equipe === null ? null : content.equipe.length,
    versao: row.versao,
  };
}

/** A schedule as a template keeps it: what its detail holds, without the date. */
export function templateContentOf(schedule: {
  responsavel_id: number | null;
  /** In their order. */
  songs: readonly { song_id: number; tom_alterado: string | null }[];
  /** As stored: `tipo` one of serviceItemKinds. */
  items: readonly (Omit<TemplateContent['itens'][number], 'tipo'> & { tipo: string })[];
  slots: readonly { function_id: number; quantidade: number }[];
  /** Null: no team kept. */
  members:
    | readonly {
        member_id: number;
        functions: readonly { function_id: number | null; observacao: string | null }[];
      }[]
    | null;
}): TemplateContent {
  return {
    musicas: schedule.songs.map((song) => ({
      musica_id: song.song_id,
      tom_alterado: song.tom_alterado,
    })),
    itens: schedule.items.map((item) => ({
      tipo: item.tipo as ServiceItemKind,
      titulo: item.titulo,
      duracao_minutos: item.duracao_minutos,
      observacoes: item.observacoes,
      responsavel_id: item.responsavel_id,
      apos_musicas: item.apos_musicas,
      ordem: item.ordem,
    })),
    vagas: schedule.slots.map((slot) => ({
      funcao_id: slot.function_id,
      quantidade: slot.quantidade,
    })),
    equipe:
      schedule.members?.map((member) => ({
        membro_id: member.member_id,
        // A function deleted since has no id any more: nothing to keep of it.
        funcoes: member.functions.flatMap((fn) =>
          fn.function_id === null ? [] : [{ funcao_id: fn.function_id, observacao: fn.observacao }],
        ),
      })) ?? null,
    responsavel_id: schedule.responsavel_id,
  };
}

/** The ministry's rows a template names, as they are when a schedule is made from it. */
export interface TemplateFacts {
  /** The named songs of this ministry (deleted ones too). */
  songs: readonly { id: number; deleted_at: string | null }[];
  /** The named members of this ministry, with the functions they hold. */
  members: readonly {
    id: number;
    status: MemberStatus;
    functions: readonly { function_id: number }[];
  }[];
  /** The named functions still in the ministry. */
  functions: readonly { id: number }[];
  /** Members away on the day. */
  unavailable: ReadonlySet<number>;
}

/** Every id a template names, for the reads TemplateFacts needs. */
export function templateReferences(content: TemplateContent) {
  const members = new Set<number>(content.equipe?.map((entry) => entry.membro_id) ?? []);
  for (const item of content.itens)
    if (item.responsavel_id !== null) members.add(item.responsavel_id);
  if (content.responsavel_id !== null) members.add(content.responsavel_id);
  const functions = new Set<number>(content.vagas.map((slot) => slot.funcao_id));
  for (const entry of content.equipe ?? [])
    for (const fn of entry.funcoes) functions.add(fn.funcao_id);
  return {
    songIds: content.musicas.map((song) => song.musica_id),
    memberIds: [...members],
    functionIds: [...functions],
  };
}

/**
 * The save body of a draft made from `template` on `date` (at `time`, else the template's),
 * and what was left out: songs no longer in the repertoire (a part after one of them stays
 * where it was among the songs that remain), team members no longer active or away that day
 * (or who no longer hold any function they played), the functions of their places no longer
 * held, slots of deleted functions, and a leader or a part's responsible no longer active.
 * The body is then parsed and checked as any save (the JSON kept is never trusted as is).
 */
export function scheduleFromTemplate(
  template: Pick<TemplateRecord, 'titulo' | 'horario' | 'local' | 'observacoes'> & {
    content: TemplateContent;
  },
  facts: TemplateFacts,
  date: string,
  time?: string,
): { body: SaveScheduleRequest; leftOut: LeftOut } {
  const { content } = template;
  const songOk = new Set(facts.songs.filter((song) => !song.deleted_at).map((song) => song.id));
  const active = new Map(
    facts.members
      .filter((member) => member.status === 'ATIVO')
      .map((member) => [member.id, member]),
  );
  const functionOk = new Set(facts.functions.map((fn) => fn.id));

  // Songs kept, and each part moved back past the songs before it that went.
  const kept = content.musicas.map((song) => songOk.has(song.musica_id));
  const songsBefore = (count: number) => kept.slice(0, count).filter(Boolean).length;
  const songs = content.musicas.filter((_, index) => kept[index]);
  const items = content.itens.map((item) => ({
    ...item,
    apos_musicas: songsBefore(item.apos_musicas),
    responsavel_id:
      item.responsavel_id !== null && active.has(item.responsavel_id) ? item.responsavel_id : null,
  }));
  const musicas_escaladas: NonNullable<SaveScheduleRequest['musicas_escaladas']> = [];
  const itens: NonNullable<SaveScheduleRequest['itens']> = [];
  serviceOrder(songs, items).forEach((entry, index) => {
    if (entry.song)
      musicas_escaladas.push({
        musica_id: entry.song.musica_id,
        ordem: index + 1,
        tom_alterado: entry.song.tom_alterado,
      });
    else
      itens.push({
        tipo: entry.item.tipo,
        titulo: entry.item.titulo,
        duracao_minutos: entry.item.duracao_minutos,
        observacoes: entry.item.observacoes,
        responsavel_id: entry.item.responsavel_id,
        ordem: index + 1,
      });
  });

  const vagas = content.vagas.filter((slot) => functionOk.has(slot.funcao_id));
  let membersLeft = 0;
  const membros_escalados: NonNullable<SaveScheduleRequest['membros_escalados']> = (
    content.equipe ?? []
  ).flatMap((entry) => {
    const member = active.get(entry.membro_id);
    const held = new Set(member?.functions.map((fn) => fn.function_id) ?? []);
    const plays = entry.funcoes.filter(
      (fn) => functionOk.has(fn.funcao_id) && held.has(fn.funcao_id),
    );
    if (!member || facts.unavailable.has(member.id) || plays.length === 0) {
      membersLeft += 1;
      return [];
    }
    return plays.map((fn) => ({
      membro_id: member.id,
      funcao_id: fn.funcao_id,
      observacao: fn.observacao,
    }));
  });

  return {
    body: {
      titulo: template.titulo,
      data: date,
      horario: time ?? template.horario,
      local: template.local,
      observacoes: template.observacoes,
      publicada: false,
      finalizada: false,
      responsavel_id:
        content.responsavel_id !== null && active.has(content.responsavel_id)
          ? content.responsavel_id
          : null,
      musicas_escaladas,
      membros_escalados,
      itens,
      vagas,
    },
    leftOut: {
      musicas: content.musicas.length - songs.length,
      membros: membersLeft,
      vagas: content.vagas.length - vagas.length,
    },
  };
}
