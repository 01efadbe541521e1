import {
  apiPaths,
  byCountThenName,
  isCountedSchedule,
  MANAGERS,
  participationReportQuerySchema,
  participationReportSchema,
  presenceAnswerOf,
  reportPeriod,
  roundedPercentage,
  songsReportQuerySchema,
  songsReportSchema,
} from '@levita/contracts';
import type { DemoStore } from '../demo-store';
import { MockHttpError, reply, type Router } from '../http';
import { scheduledMemberViews } from '../views';

/** Published and finished schedules of a period: drafts may never happen, so never count. */
function countedSchedulesIn(
  store: DemoStore,
  ministryId: number,
  period: { inicio: string; fim: string },
) {
  return store.tables.schedules.filter(
    (row) =>
      row.ministry_id === ministryId &&
      isCountedSchedule(row) &&
      row.data >= period.inicio &&
      row.data <= period.fim,
  );
}

/** The participation and songs reports, computed from the demo schedules (admin rights). */
export function reportHandlers({ route }: Router) {
  return [
    route('get', apiPaths.participationReport, (context) => {
      const { ministerio_id, mes, ano, membro_id } = context.parseQuery(
        participationReportQuerySchema,
      );
      const { ministry } = context.requireStanding(ministerio_id, MANAGERS);
      const { store } = context;
      if (membro_id !== undefined && store.member(membro_id)?.ministry_id !== ministry.id)
        throw new MockHttpError(400, 'member_not_in_ministry', 'member_not_in_ministry');
      const periodo = reportPeriod(store.today, mes, ano);
      const schedules = countedSchedulesIn(store, ministry.id, periodo);

      // Every active member (zeros included), and anyone else who took part.
      const memberIds = new Set(
        store.tables.members
          .filter((row) => row.ministry_id === ministry.id && row.status === 'ATIVO')
          .map((row) => row.id),
      );
      for (const schedule of schedules)
        for (const entry of schedule.members) memberIds.add(entry.member_id);
      const listed = [...memberIds].filter((id) => membro_id === undefined || id === membro_id);

      const functions = new Map<string, { total: number; confirmed: number; declined: number }>();
      const membros = listed.map((id) => {
        const places = schedules.flatMap((schedule) =>
          scheduledMemberViews(store, schedule).filter((entry) => entry.member_id === id),
        );
        const perFunction: Record<string, number> = {};
        for (const place of places)
          for (const fn of place.functions) {
            perFunction[fn.nome] = (perFunction[fn.nome] ?? 0) + 1;
            const totals = functions.get(fn.nome) ?? { total: 0, confirmed: 0, declined: 0 };
            totals.total += 1;
            if (place.confirmado) totals.confirmed += 1;
            if (presenceAnswerOf(place) === 'RECUSADO') totals.declined += 1;
            functions.set(fn.nome, totals);
          }
        return {
          membro_id: id,
          nome: store.memberName(id),
          ex_integrante: Boolean(store.user(store.member(id)!.user_id)?.excluido_em),
          total_participacoes: places.length,
          participacoes_confirmadas: places.filter((place) => place.confirmado).length,
          participacoes_recusadas: places.filter((place) => presenceAnswerOf(place) === 'RECUSADO')
            .length,
          porcentagem_participacao: roundedPercentage(places.length, schedules.length),
          funcoes: perFunction,
        };
      });

      return reply(participationReportSchema, {
        periodo,
        total_escalas: schedules.length,
        membros: byCountThenName(
          membros,
          (member) => member.total_participacoes,
          (member) => member.nome,
        ),
        funcoes: byCountThenName(
          [...functions].map(([nome, { total, confirmed, declined }]) => ({
            nome,
            total_participacoes: total,
            participacoes_confirmadas: confirmed,
            participacoes_recusadas: declined,
            porcentagem_confirmacao: roundedPercentage(confirmed, total),
          })),
          (fn) => fn.total_participacoes,
          (fn) => fn.nome,
        ),
      });
    }),

    route('get', apiPaths.songsReport, (context) => {
      const { ministerio_id, mes, ano, limite } = context.parseQuery(songsReportQuerySchema);
      const { ministry } = context.requireStanding(ministerio_id, MANAGERS);
      const { store } = context;
      const periodo = reportPeriod(store.today, mes, ano);
      const schedules = countedSchedulesIn(store, ministry.id, periodo).sort((a, b) =>
        a.data.localeCompare(b.data),
      );
      // In id order, as the API reads them: songs equal in count and name keep that order.
      const songIds = [
        ...new Set(schedules.flatMap((row) => row.songs.map((s) => s.song_id))),
      ].sort((a, b) => a - b);
      const used = songIds.map((id) => {
        const song = store.song(id)!;
        const escalas = schedules.flatMap((schedule) => {
          const entry = schedule.songs.find((s) => s.song_id === id);
          return entry
            ? [
                {
                  id: schedule.id,
                  data: `${schedule.data}T${schedule.horario}:00`,
                  titulo: schedule.titulo,
                  tom_usado: entry.tom_alterado ?? song.tom,
                },
              ]
            : [];
        });
        return {
          id,
          nome: song.nome,
          artista: song.artista,
          contagem: escalas.length,
          tom_original: song.tom,
          escalas,
        };
      });
      const musicas = byCountThenName(
        used,
        (song) => song.contagem,
        (song) => song.nome,
      ).slice(0, limite);
      return reply(songsReportSchema, { periodo, total_escalas: schedules.length, musicas });
    }),
  ];
}
