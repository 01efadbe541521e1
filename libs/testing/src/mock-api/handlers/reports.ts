import {
  participationReportQuerySchema,
  participationReportSchema,
  reportPeriod,
  roundedPercentage,
  songsReportQuerySchema,
  songsReportSchema,
} from '@levita/contracts';
import type { DemoStore } from '../demo-store';
import { MANAGERS, MockHttpError, queryOf, validate, reply, type Router } from '../http';

const byCountThenName =
  <T>(count: (item: T) => number, name: (item: T) => string) =>
  (a: T, b: T) =>
    count(b) - count(a) || name(a).localeCompare(name(b), 'pt-BR');

/** Published and finished schedules of a period: drafts may never happen, so never count. */
function countedSchedules(
  store: DemoStore,
  ministryId: number,
  period: { inicio: string; fim: string },
) {
  return store.tables.schedules.filter(
    (row) =>
      row.ministerio_id === ministryId &&
      (row.publicada || row.finalizada) &&
      row.data >= period.inicio &&
      row.data <= period.fim,
  );
}

/** The participation and songs reports, computed from the demo schedules (admin rights). */
export function reportHandlers({ route }: Router) {
  return [
    route('get', '/relatorios/participacao', (context) => {
      const { ministerio_id, mes, ano, membro_id } = validate(
        participationReportQuerySchema,
        queryOf(context.request),
        context.locale,
      );
      const { ministry } = context.requireStanding(ministerio_id, MANAGERS);
      const { store } = context;
      if (membro_id !== undefined && store.member(membro_id)?.ministerio_id !== ministry.id)
        throw new MockHttpError(400, 'member_not_in_ministry', 'member_not_in_ministry');
      const periodo = reportPeriod(store.today, mes, ano);
      const schedules = countedSchedules(store, ministry.id, periodo);

      // Every active member (zeros included), and anyone else who took part.
      const memberIds = new Set(
        store.tables.members
          .filter((row) => row.ministerio_id === ministry.id && row.status === 'ATIVO')
          .map((row) => row.id),
      );
      for (const schedule of schedules)
        for (const entry of schedule.membros) memberIds.add(entry.membro_id);
      const listed = [...memberIds].filter((id) => membro_id === undefined || id === membro_id);

      const functions = new Map<string, { total: number; confirmed: number }>();
      const membros = listed.map((id) => {
        const places = schedules.flatMap((schedule) =>
          schedule.membros.filter((entry) => entry.membro_id === id),
        );
        const perFunction: Record<string, number> = {};
        for (const place of places)
          for (const fn of place.funcoes) {
            perFunction[fn.nome] = (perFunction[fn.nome] ?? 0) + 1;
            const totals = functions.get(fn.nome) ?? { total: 0, confirmed: 0 };
            totals.total += 1;
            if (place.confirmado) totals.confirmed += 1;
            functions.set(fn.nome, totals);
          }
        return {
          membro_id: id,
          nome: store.memberName(id),
          total_participacoes: places.length,
          participacoes_confirmadas: places.filter((place) => place.confirmado).length,
          porcentagem_participacao: roundedPercentage(places.length, schedules.length),
          funcoes: perFunction,
        };
      });

      return reply(participationReportSchema, {
        periodo,
        total_escalas: schedules.length,
        membros: membros.sort(
          byCountThenName(
            (member) => member.total_participacoes,
            (member) => member.nome,
          ),
        ),
        funcoes: [...functions]
          .map(([nome, { total, confirmed }]) => ({
            nome,
            total_participacoes: total,
            participacoes_confirmadas: confirmed,
            porcentagem_confirmacao: roundedPercentage(confirmed, total),
          }))
          .sort(
            byCountThenName(
              (fn) => fn.total_participacoes,
              (fn) => fn.nome,
            ),
          ),
      });
    }),

    route('get', '/relatorios/musicas', (context) => {
      const { ministerio_id, mes, ano, limite } = validate(
        songsReportQuerySchema,
        queryOf(context.request),
        context.locale,
      );
      const { ministry } = context.requireStanding(ministerio_id, MANAGERS);
      const { store } = context;
      const periodo = reportPeriod(store.today, mes, ano);
      const schedules = countedSchedules(store, ministry.id, periodo).sort((a, b) =>
        a.data.localeCompare(b.data),
      );
      const songIds = [...new Set(schedules.flatMap((row) => row.musicas.map((s) => s.musica_id)))];
      const musicas = songIds
        .map((id) => {
          const song = store.song(id)!;
          const escalas = schedules.flatMap((schedule) => {
            const entry = schedule.musicas.find((s) => s.musica_id === id);
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
        })
        .sort(
          byCountThenName(
            (song) => song.contagem,
            (song) => song.nome,
          ),
        )
        .slice(0, limite);
      return reply(songsReportSchema, { periodo, total_escalas: schedules.length, musicas });
    }),
  ];
}
