import {
  apiPaths,
  leftOutSchema,
  MANAGERS,
  messageResponseSchema,
  parseTemplateContent,
  recurrenceDates,
  recurrencePreview,
  recurrencePreviewSchema,
  recurrenceRequestSchema,
  recurrenceResultSchema,
  presentTemplate,
  saveAsTemplateRequestSchema,
  saveScheduleRequestSchema,
  scheduleDetailSchema,
  scheduleFromTemplate,
  scheduleFromTemplateRequestSchema,
  templateContentOf,
  templateListSchema,
  templateReferences,
  templateSummarySchema,
  updateTemplateRequestSchema,
} from '@levita/contracts';
import { z } from 'zod/mini';
import type { DemoSchedule, DemoStore, DemoTemplate } from '../demo-store';
import { forbidden, reply, type RouteContext, type Router } from '../http';
import { ministryIdOf } from '../lookups';
import { FIRST_VERSION, raiseVersion, requireVersion } from '../versions';
import { detail, prepareSave, visibleScheduleOf } from './schedules';

const templateById = (store: DemoStore, id: number) =>
  store.tables.templates?.find((row) => row.id === id);

const templatesOf = (store: DemoStore) => (store.tables.templates ??= []);

/** The template the path names, for admin rights of its ministry (404, 403 otherwise). */
const managedTemplate = (context: RouteContext) =>
  context.load(templateById, ministryIdOf, MANAGERS);

/** A draft from the template on the day, as the API makes it (docs/schedules.md "Templates"). */
function draftFrom(
  context: RouteContext,
  template: DemoTemplate,
  day: { data: string; horario?: string },
) {
  const { store } = context;
  const content = parseTemplateContent(template.conteudo);
  const refs = templateReferences(content);
  const inMinistry = <Row extends { ministry_id: number }>(row: Row | undefined) =>
    row?.ministry_id === template.ministry_id ? [row] : [];
  const facts = {
    songs: refs.songIds.flatMap((id) => inMinistry(store.song(id))),
    members: refs.memberIds
      .flatMap((id) => inMinistry(store.member(id)))
      .map((member) => ({
        id: member.id,
        status: member.status,
        functions: store.assignmentsOf(member.id),
      })),
    functions: refs.functionIds.flatMap((id) => inMinistry(store.function(id))),
    unavailable: new Set(
      store.unavailableOn(template.ministry_id, day.data).map((row) => row.member_id),
    ),
  };
  const { body, leftOut } = scheduleFromTemplate(
    { ...template, content },
    facts,
    day.data,
    day.horario,
  );
  return { body: saveScheduleRequestSchema.parse(body), leftOut };
}

/** Schedule templates (docs/schedules.md "Templates"), as the API answers them. */
export function scheduleTemplateHandlers({ route }: Router) {
  return [
    route('get', apiPaths.ministryTemplates, (context) => {
      const { ministry } = context.requireStanding(context.id(), MANAGERS);
      const rows = templatesOf(context.store)
        .filter((row) => row.ministry_id === ministry.id)
        .sort((a, b) => (a.nome < b.nome ? -1 : a.nome > b.nome ? 1 : a.id - b.id));
      return reply(templateListSchema, { modelos: rows.map(presentTemplate) });
    }),

    route('post', apiPaths.scheduleTemplate, async (context) => {
      const { schedule, manages } = visibleScheduleOf(context);
      if (!manages) throw forbidden();
      const { nome, com_equipe } = await context.parseBody(saveAsTemplateRequestSchema);
      const { store } = context;
      const now = store.now();
      const template: DemoTemplate = {
        id: store.nextId('templates'),
        ministry_id: schedule.ministry_id,
        nome,
        titulo: schedule.titulo,
        horario: schedule.horario,
        local: schedule.local,
        observacoes: schedule.observacoes,
        conteudo: JSON.stringify(contentOf(schedule, com_equipe)),
        versao: FIRST_VERSION,
        created_at: now,
        updated_at: now,
      };
      templatesOf(store).push(template);
      return reply(templateSummarySchema, presentTemplate(template), 201);
    }),

    route('put', apiPaths.template, async (context) => {
      const { row: template } = managedTemplate(context);
      const { versao, ...changes } = await context.parseBody(updateTemplateRequestSchema);
      requireVersion(template, versao);
      Object.assign(template, changes, { updated_at: context.store.now() });
      raiseVersion(template);
      return reply(templateSummarySchema, presentTemplate(template));
    }),

    route('delete', apiPaths.template, (context) => {
      const { row: template } = managedTemplate(context);
      const { store } = context;
      store.tables.templates = templatesOf(store).filter((row) => row !== template);
      for (const schedule of store.tables.schedules)
        if (schedule.template_id === template.id) schedule.template_id = null;
      return reply(messageResponseSchema, { message: context.message('template_deleted') });
    }),

    route('post', apiPaths.templateSchedules, async (context) => {
      const { row: template, membership } = managedTemplate(context);
      const day = await context.parseBody(scheduleFromTemplateRequestSchema);
      const { store } = context;
      const { schedule, leftOut } = storeDraft(context, template, day);
      return reply(
        z.object({ escala: scheduleDetailSchema, deixados_de_fora: leftOutSchema }),
        {
          escala: detail(store, schedule, { memberId: membership?.id, canEdit: true }),
          deixados_de_fora: leftOut,
        },
        201,
      );
    }),

    route('post', apiPaths.templateRecurrencePreview, async (context) => {
      const { row: template } = managedTemplate(context);
      const { regras, data_inicial, data_final } = await context.parseBody(recurrenceRequestSchema);
      return reply(
        recurrencePreviewSchema,
        recurrencePreview(
          recurrenceDates(regras, data_inicial, data_final, template.horario),
          ofTemplate(context.store, template.id),
        ),
      );
    }),

    route('post', apiPaths.templateRecurrence, async (context) => {
      const { row: template } = managedTemplate(context);
      const { regras, data_inicial, data_final } = await context.parseBody(recurrenceRequestSchema);
      const { store } = context;
      const { datas } = recurrencePreview(
        recurrenceDates(regras, data_inicial, data_final, template.horario),
        ofTemplate(store, template.id),
      );
      const criadas = datas
        .filter((date) => !date.existe)
        .map(({ data, horario }) => {
          const { schedule } = storeDraft(context, template, { data, horario });
          return { id: schedule.id, data, horario };
        });
      const puladas = datas
        .filter((date) => date.existe)
        .map(({ data, horario }) => ({ data, horario }));
      return reply(recurrenceResultSchema, { criadas, puladas }, 201);
    }),
  ];
}

/** A draft from the template on the day, checked as any save and stored. */
function storeDraft(
  context: RouteContext,
  template: DemoTemplate,
  day: { data: string; horario?: string },
) {
  const { store } = context;
  const { body, leftOut } = draftFrom(context, template, day);
  const schedule: DemoSchedule = {
    id: store.nextId('schedules'),
    ministry_id: template.ministry_id,
    created_at: store.now(),
    versao: FIRST_VERSION,
    template_id: template.id,
    ...prepareSave(context, template.ministry_id, body, undefined),
  };
  store.tables.schedules.push(schedule);
  return { schedule, leftOut };
}

/** The dates and times of the template's schedules. */
const ofTemplate = (store: DemoStore, templateId: number) =>
  store.tables.schedules
    .filter((row) => row.template_id === templateId)
    .map(({ data, horario }) => ({ data, horario }));

/** What a template keeps of a stored schedule (templateContentOf over the store's rows). */
function contentOf(schedule: DemoSchedule, withTeam: boolean) {
  return templateContentOf({
    responsavel_id: schedule.responsavel_id,
    songs: [...schedule.songs].sort((a, b) => a.ordem - b.ordem),
    items: [...(schedule.items ?? [])].sort(
      (a, b) => a.apos_musicas - b.apos_musicas || a.ordem - b.ordem,
    ),
    slots: [...(schedule.slots ?? [])].sort((a, b) => a.ordem - b.ordem),
    members: withTeam
      ? schedule.members.map((member) => ({
          member_id: member.member_id,
          functions: member.functions,
        }))
      : null,
  });
}
