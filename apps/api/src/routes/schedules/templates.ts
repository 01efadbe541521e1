import {
  apiPaths,
  emptyLists,
  idParamsSchema,
  leftOutSchema,
  MANAGERS,
  messageResponseSchema,
  parseTemplateContent,
  presentTemplate,
  saveAsTemplateRequestSchema,
  saveScheduleRequestSchema,
  scheduleDetailSchema,
  scheduleFromTemplate,
  scheduleFromTemplateRequestSchema,
  templateListSchema,
  templateReferences,
  templateSummarySchema,
  updateTemplateRequestSchema,
  recurrenceDates,
  recurrencePreview,
  recurrencePreviewSchema,
  recurrenceRequestSchema,
  recurrenceResultSchema,
  type LeftOut,
} from '@levita/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '../../calendar/today';
import { forbidden, notFound } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { loadDetail } from '../../schedules/load-detail';
import { prepareSave, sourcesIn } from '../../schedules/prepare-save';
import { errorResponses } from '../error-responses';

/** The template the path names, and the caller's admin rights in its ministry. */
async function templateAccess(app: FastifyInstance, request: FastifyRequest, id: number) {
  const template = await app.repos.templates.findById(id);
  if (!template) throw notFound();
  const access = await app.access.ministry(request.user, template.ministry_id, MANAGERS);
  return { template, access };
}

/**
 * Templates (docs/schedules.md "Templates"): kept from a schedule, listed, renamed, deleted,
 * and used to make a draft on a day. Admin rights only.
 */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.ministryTemplates,
    {
      schema: {
        tags: ['templates'],
        summary: "A ministry's schedule templates, by name (admin rights)",
        params: idParamsSchema,
        response: { 200: templateListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { ministry } = await app.access.ministry(request.user, request.params.id, MANAGERS);
      return { modelos: (await app.repos.templates.list(ministry.id)).map(presentTemplate) };
    },
  );

  app.post(
    apiPaths.scheduleTemplate,
    {
      schema: {
        tags: ['templates'],
        summary:
          'Keep the schedule as a template: title, time, place, notes, songs and parts, slots, and the team when com_equipe (admin rights)',
        params: idParamsSchema,
        body: saveAsTemplateRequestSchema,
        response: { 201: templateSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { schedule, manages } = await app.access.schedule(request.user, request.params.id);
      if (!manages) throw forbidden();
      const created = await app.repos.templates.createFromSchedule(
        schedule,
        { userId: request.user.id, allowed: MANAGERS },
        { nome: request.body.nome, withTeam: request.body.com_equipe },
      );
      return reply.code(201).send(presentTemplate(created));
    },
  );

  app.put(
    apiPaths.template,
    {
      schema: {
        tags: ['templates'],
        summary: "Change a template's name, title, time, place and notes (admin rights)",
        params: idParamsSchema,
        body: updateTemplateRequestSchema,
        response: { 200: templateSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { template } = await templateAccess(app, request, request.params.id);
      const { versao, ...changes } = request.body;
      return presentTemplate(
        await app.repos.templates.update(
          template,
          { userId: request.user.id, allowed: MANAGERS },
          versao,
          changes,
        ),
      );
    },
  );

  app.delete(
    apiPaths.template,
    {
      schema: {
        tags: ['templates'],
        summary: 'Delete a template; the schedules made from it stay (admin rights)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { template } = await templateAccess(app, request, request.params.id);
      await app.repos.templates.remove(template, { userId: request.user.id, allowed: MANAGERS });
      return { message: message(requestLocale(request), 'template_deleted') };
    },
  );

  app.post(
    apiPaths.templateSchedules,
    {
      schema: {
        tags: ['templates'],
        summary:
          'Make a draft from the template on a day, leaving out what is gone or away that day (admin rights)',
        params: idParamsSchema,
        body: scheduleFromTemplateRequestSchema,
        response: {
          201: z.object({ escala: scheduleDetailSchema, deixados_de_fora: leftOutSchema }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { template, access } = await templateAccess(app, request, request.params.id);
      const locale = requestLocale(request);
      let leftOut: LeftOut | undefined;
      const id = await app.repos.schedules.create(
        template.ministry_id,
        { userId: request.user.id, allowed: MANAGERS },
        async (trx) => {
          // Read again under the ministry's lock: a template changed or deleted meanwhile.
          const current = await app.repos.templates.findById(template.id, trx);
          if (!current) throw notFound();
          const made = await draftFromTemplate(app, trx, current, request.body);
          leftOut = made.leftOut;
          return prepareSave(
            sourcesIn(app.repos, trx),
            current.ministry_id,
            made.body,
            emptyLists(),
            locale,
          );
        },
        app.mailQueue.afterScheduleWrite,
        template.id,
      );
      return reply.code(201).send({
        escala: await loadDetail(app.repos, id, access, todayIn(app.config.timeZone)),
        deixados_de_fora: leftOut!,
      });
    },
  );
  app.post(
    apiPaths.templateRecurrencePreview,
    {
      schema: {
        tags: ['templates'],
        summary:
          "The dates and times a weekly rule gives over at most 26 weeks, each saying whether the template's schedule is there already (admin rights)",
        params: idParamsSchema,
        body: recurrenceRequestSchema,
        response: { 200: recurrencePreviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { template } = await templateAccess(app, request, request.params.id);
      const { regras, data_inicial, data_final } = request.body;
      const dates = recurrenceDates(regras, data_inicial, data_final, template.horario);
      const existing = await app.repos.schedules.ofTemplate(template.id, {
        from: data_inicial,
        to: data_final,
      });
      return recurrencePreview(dates, existing);
    },
  );

  app.post(
    apiPaths.templateRecurrence,
    {
      schema: {
        tags: ['templates'],
        summary:
          'Make the drafts of a weekly rule from the template, skipping the dates and times that have one of its schedules already (admin rights); running it again makes nothing twice',
        params: idParamsSchema,
        body: recurrenceRequestSchema,
        response: { 201: recurrenceResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { template } = await templateAccess(app, request, request.params.id);
      const { regras, data_inicial, data_final } = request.body;
      const locale = requestLocale(request);
      let skipped: { data: string; horario: string }[] = [];
      let made: { data: string; horario: string }[] = [];
      const ids = await app.repos.schedules.createBatch(
        template.ministry_id,
        { userId: request.user.id, allowed: MANAGERS },
        async (trx) => {
          // Read under the lock: the template as it is, and the schedules a run before made.
          const current = await app.repos.templates.findById(template.id, trx);
          if (!current) throw notFound();
          const { datas } = recurrencePreview(
            recurrenceDates(regras, data_inicial, data_final, current.horario),
            await app.repos.schedules.ofTemplate(
              current.id,
              { from: data_inicial, to: data_final },
              trx,
            ),
          );
          skipped = datas
            .filter((date) => date.existe)
            .map(({ data, horario }) => ({ data, horario }));
          made = datas
            .filter((date) => !date.existe)
            .map(({ data, horario }) => ({ data, horario }));
          const plans = [];
          for (const day of made) {
            const { body } = await draftFromTemplate(app, trx, current, day);
            plans.push({
              plan: await prepareSave(
                sourcesIn(app.repos, trx),
                current.ministry_id,
                body,
                emptyLists(),
                locale,
              ),
              templateId: current.id,
            });
          }
          return plans;
        },
      );
      return reply.code(201).send({
        criadas: made.map((day, index) => ({ id: ids[index]!, ...day })),
        puladas: skipped,
      });
    },
  );
};

/** The draft's checked body on the day, from the template and the ministry as it is in `trx`. */
export async function draftFromTemplate(
  app: FastifyInstance,
  trx: Parameters<typeof sourcesIn>[1],
  template: Parameters<typeof presentTemplate>[0],
  day: { data: string; horario?: string },
) {
  const content = parseTemplateContent(template.conteudo);
  const refs = templateReferences(content);
  const sources = sourcesIn(app.repos, trx);
  const [songs, members, functions, away] = await Promise.all([
    sources.songs.ofMinistry(template.ministry_id, refs.songIds),
    sources.members.ofMinistryWithFunctions(template.ministry_id, refs.memberIds),
    sources.functions.idsOfMinistry(template.ministry_id, refs.functionIds),
    sources.unavailabilities.coveringDate(template.ministry_id, day.data, refs.memberIds),
  ]);
  const { body, leftOut } = scheduleFromTemplate(
    { ...template, content },
    { songs, members, functions, unavailable: new Set(away.map((row) => row.member_id)) },
    day.data,
    day.horario,
  );
  return { body: saveScheduleRequestSchema.parse(body), leftOut };
}
