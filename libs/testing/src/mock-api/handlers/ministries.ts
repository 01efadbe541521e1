import {
  ACTIVE_MEMBERS,
  ANY_STANDING,
  apiPaths,
  createMinistryRequestSchema,
  defaultFunctionNames,
  defaultFunctions,
  drawAccessCode,
  historyMonths,
  isCountedSchedule,
  MANAGERS,
  messageResponseSchema,
  ministryListSchema,
  ministrySchema,
  ministryStatisticsSchema,
  monthBounds,
  OWNER,
  presentMinistry,
  REMINDER_HOURS,
  standingResponseSchema,
  updateMinistryRequestSchema,
} from '@levita/contracts';
import { monthName } from '@levita/i18n';
import { z } from 'zod/mini';
import { noMemberPreferences, type DemoStore } from '../demo-store';
import { MockHttpError, conflict, readBody, reply, validate, type Router } from '../http';
import type { MockLocale } from '../messages';
import { FIRST_VERSION, raiseVersion, requireVersion } from '../versions';

/** An access code no ministry of the store has (the API's database refuses a clash). */
function unusedAccessCode(store: DemoStore): string {
  for (;;) {
    const code = drawAccessCode();
    if (!store.tables.ministries.some((ministry) => ministry.codigo_acesso === code)) return code;
  }
}

/** A logo file becomes a data URL: the demo stores no uploads, and an <img> shows it as is. */
async function logoDataUrl(value: unknown): Promise<string | undefined> {
  if (!(value instanceof Blob)) return undefined;
  const bytes = new Uint8Array(await value.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${value.type || 'image/png'};base64,${btoa(binary)}`;
}

/** Ministries, joining and leaving, and the home page's statistics (part 1 §7). */
export function ministryHandlers({ route }: Router) {
  return [
    route('get', apiPaths.ministries, ({ store, user }) => {
      const caller = user();
      return reply(
        ministryListSchema,
        store.tables.ministries.flatMap((ministry) => {
          const standing = store.standingIn(ministry, caller.id);
          return standing ? [presentMinistry(ministry, standing)] : [];
        }),
      );
    }),

    route('post', apiPaths.ministries, async ({ request, locale, store, user }) => {
      const caller = user();
      const raw = (await readBody(request)) as Record<string, unknown>;
      const body = validate(createMinistryRequestSchema, raw, locale);
      const now = store.now();
      const stamps = { created_at: now, updated_at: now };
      const ministry = {
        id: store.nextId('ministries'),
        nome: body.nome,
        logo: (await logoDataUrl(raw['logo'])) ?? null,
        codigo_acesso: unusedAccessCode(store),
        aceitando_membros: body.aceitando_membros ? 1 : 0,
        lembrete_horas: REMINDER_HOURS.default,
        proprietario_id: caller.id,
        versao: FIRST_VERSION,
        ...stamps,
      };
      store.tables.ministries.push(ministry);
      store.tables.members.push({
        id: store.nextId('members'),
        ministry_id: ministry.id,
        user_id: caller.id,
        status: 'ATIVO',
        admin: 1,
        ...noMemberPreferences(),
        ...stamps,
      });
      for (const fn of defaultFunctions)
        store.tables.functions.push({
          id: store.nextId('functions'),
          ministry_id: ministry.id,
          nome: defaultFunctionNames[locale][fn.key],
          descricao: '',
          icone: fn.icone,
          versao: FIRST_VERSION,
          ...stamps,
        });
      return reply(ministrySchema, presentMinistry(ministry, 'PROPRIETARIO'), 201);
    }),

    route('post', apiPaths.joinMinistry, ({ params, store, user, message }) => {
      const caller = user();
      const code = (params['codigo_acesso'] ?? '').replace(/\s+/g, '').toUpperCase();
      const ministry = store.tables.ministries.find((row) => row.codigo_acesso === code);
      if (!ministry) throw new MockHttpError(404, 'invalid_access_code', 'invalid_access_code');
      const standing = store.standingIn(ministry, caller.id);
      if (standing === 'PENDENTE') throw conflict('request_pending');
      if (standing) throw conflict('already_member');
      if (!ministry.aceitando_membros) throw conflict('not_accepting_members');
      const existing = store.membership(ministry.id, caller.id);
      const now = store.now();
      // A removed (INATIVO) member asks again: the same row goes back to pending.
      if (existing) Object.assign(existing, { status: 'PENDENTE', admin: 0, updated_at: now });
      else
        store.tables.members.push({
          id: store.nextId('members'),
          ministry_id: ministry.id,
          user_id: caller.id,
          status: 'PENDENTE',
          admin: 0,
          ...noMemberPreferences(),
          created_at: now,
          updated_at: now,
        });
      return reply(
        z.extend(messageResponseSchema, { ministerio: ministrySchema }),
        { message: message('access_requested'), ministerio: presentMinistry(ministry, 'PENDENTE') },
        201,
      );
    }),

    route('get', apiPaths.ministry, ({ id, requireStanding }) => {
      const { ministry, standing } = requireStanding(id(), ACTIVE_MEMBERS);
      return reply(ministrySchema, presentMinistry(ministry, standing));
    }),

    route('put', apiPaths.ministry, async ({ request, locale, id, requireStanding, store }) => {
      const { ministry, standing } = requireStanding(id(), MANAGERS);
      const raw = (await readBody(request)) as Record<string, unknown>;
      const body = validate(updateMinistryRequestSchema, raw, locale);
      requireVersion(ministry, body.versao);
      if (body.nome !== undefined) ministry.nome = body.nome;
      if (body.aceitando_membros !== undefined)
        ministry.aceitando_membros = body.aceitando_membros ? 1 : 0;
      if (body.lembrete_horas !== undefined) ministry.lembrete_horas = body.lembrete_horas;
      const logo = await logoDataUrl(raw['logo']);
      if (logo) ministry.logo = logo;
      ministry.updated_at = store.now();
      raiseVersion(ministry);
      return reply(ministrySchema, presentMinistry(ministry, standing));
    }),

    // A new code; the old one stops working. The settings' version stays, as in the API.
    route('post', apiPaths.ministryAccessCode, ({ id, requireStanding, store }) => {
      const { ministry, standing } = requireStanding(id(), MANAGERS);
      ministry.codigo_acesso = unusedAccessCode(store);
      ministry.updated_at = store.now();
      return reply(ministrySchema, presentMinistry(ministry, standing));
    }),

    route('delete', apiPaths.ministry, ({ id, requireStanding, store, message }) => {
      const { ministry } = requireStanding(id(), OWNER);
      const t = store.tables;
      const ours = <Row extends { ministry_id: number }>(row: Row) =>
        row.ministry_id === ministry.id;
      store.deleteMembers(new Set(t.members.filter(ours).map((member) => member.id)));
      t.schedules = t.schedules.filter((row) => !ours(row));
      t.templates = t.templates?.filter((row) => !ours(row));
      t.songs = t.songs.filter((row) => !ours(row));
      t.functions = t.functions.filter((row) => !ours(row));
      t.ministries = t.ministries.filter((row) => row.id !== ministry.id);
      return reply(messageResponseSchema, { message: message('ministry_deleted') });
    }),

    route('get', apiPaths.ministryStanding, ({ id, requireStanding }) => {
      const { standing } = requireStanding(id(), ANY_STANDING);
      return reply(standingResponseSchema, { situacao: standing });
    }),

    route('delete', apiPaths.leaveMinistry, ({ id, requireStanding, store, message }) => {
      const { ministry, membership, standing } = requireStanding(id(), ANY_STANDING);
      if (standing === 'PROPRIETARIO' || !membership) throw conflict('owner_cannot_leave');
      store.deleteMembers(new Set([membership.id]));
      const code = standing === 'PENDENTE' ? 'request_cancelled' : 'left_ministry';
      return reply(messageResponseSchema, { message: message(code, { name: ministry.nome }) });
    }),

    route('get', apiPaths.ministryStatistics, ({ id, requireStanding, store, locale }) => {
      const { ministry } = requireStanding(id(), ACTIVE_MEMBERS);
      return reply(ministryStatisticsSchema, statistics(store, ministry.id, locale));
    }),
  ];
}

/** The ministry home's counts; published and finished schedules count, drafts do not. */
function statistics(store: DemoStore, ministryId: number, locale: MockLocale) {
  const counted = store.tables.schedules.filter(
    (row) => row.ministry_id === ministryId && isCountedSchedule(row),
  );
  const months = historyMonths(store.today);
  const inMonth = ({ mes, ano }: { mes: number; ano: number }) => {
    const { inicio, fim } = monthBounds(ano, mes);
    return counted.filter((row) => row.data >= inicio && row.data <= fim).length;
  };
  const current = months[months.length - 1]!;
  return {
    estatisticas: {
      total_musicas: store.tables.songs.filter(
        (row) => row.ministry_id === ministryId && row.deleted_at === null,
      ).length,
      total_escalas: counted.length,
      total_membros: store.tables.members.filter(
        (row) => row.ministry_id === ministryId && row.status === 'ATIVO',
      ).length,
      escalas_mes_atual: inMonth(current),
      nome_mes_atual: monthName(locale, current.mes),
    },
    historico_mensal: months.map((month) => ({
      ...month,
      nome_mes: monthName(locale, month.mes),
      total_escalas: inMonth(month),
    })),
  };
}
