import {
  addDays,
  apiPaths,
  AUTO_FILL_WINDOW_DAYS,
  autoFill,
  autoFillRequestSchema,
  autoFillResponseSchema,
  isCountedSchedule,
  MANAGERS,
  monthBounds,
  presentAutoFill,
} from '@levita/contracts';
import { conflict, notFound, reply, type Router } from '../http';
import { raiseVersion } from '../versions';

/** "Preencher equipe" over the store's rows, as the API reads and writes them. */
export function autoFillHandlers({ route }: Router) {
  return [
    route('post', apiPaths.ministryAutoFill, async (context) => {
      const { ministry } = context.requireStanding(context.id(), MANAGERS);
      const { escala_id, mes, ano } = await context.parseBody(autoFillRequestSchema);
      const { store } = context;
      const isDraft = (row: { publicada: number; finalizada: number }) =>
        row.publicada === 0 && row.finalizada === 0;
      let drafts;
      if (escala_id !== undefined) {
        const schedule = store.schedule(escala_id);
        if (schedule?.ministry_id !== ministry.id) throw notFound();
        if (!isDraft(schedule)) throw conflict('not_a_draft');
        drafts = [schedule];
      } else {
        const { inicio, fim } = monthBounds(ano ?? Number(store.today.slice(0, 4)), mes!);
        drafts = store.tables.schedules.filter(
          (row) =>
            row.ministry_id === ministry.id &&
            isDraft(row) &&
            row.data >= inicio &&
            row.data <= fim,
        );
      }
      drafts.sort((a, b) => `${a.data}T${a.horario}`.localeCompare(`${b.data}T${b.horario}`));
      const first = drafts[0]?.data ?? store.today;
      const last = drafts.at(-1)?.data ?? store.today;
      const members = store.tables.members.filter((row) => row.ministry_id === ministry.id);
      const ourMemberOf = new Map(members.map((member) => [member.user_id, member.id]));
      const served = store.tables.schedules.flatMap((schedule) => {
        if (
          !isCountedSchedule({
            publicada: schedule.publicada === 1,
            finalizada: schedule.finalizada === 1,
          })
        )
          return [];
        const here = schedule.ministry_id === ministry.id;
        const from = here ? addDays(first, -AUTO_FILL_WINDOW_DAYS) : addDays(first, -1);
        if (schedule.data < from || schedule.data > addDays(last, 1)) return [];
        return schedule.members.flatMap((place) => {
          const memberId = here
            ? place.member_id
            : ourMemberOf.get(store.member(place.member_id)?.user_id ?? -1);
          return memberId === undefined
            ? []
            : [
                {
                  membro_id: memberId,
                  data: schedule.data,
                  horario: schedule.horario,
                  neste_ministerio: here,
                },
              ];
        });
      });
      const results = autoFill({
        drafts: drafts.map((schedule) => ({
          id: schedule.id,
          data: schedule.data,
          horario: schedule.horario,
          vagas: (schedule.slots ?? [])
            .slice()
            .sort((a, b) => a.ordem - b.ordem)
            .map((slot) => ({ funcao_id: slot.function_id, quantidade: slot.quantidade })),
          equipe: schedule.members.flatMap((place) =>
            place.functions.flatMap((fn) =>
              fn.function_id === null
                ? []
                : [{ membro_id: place.member_id, funcao_id: fn.function_id }],
            ),
          ),
        })),
        members: members.map((member) => ({
          id: member.id,
          status: member.status,
          funcoes: store.assignmentsOf(member.id).map((row) => ({
            funcao_id: row.function_id,
            principal: row.principal === 1,
          })),
          limite_mensal: member.limite_mensal,
          junto_com: member.junto_com === null ? [] : [member.junto_com],
        })),
        unavailable: store.tables.unavailabilities
          .filter((row) => store.member(row.member_id)?.ministry_id === ministry.id)
          .map((row) => ({ membro_id: row.member_id, inicio: row.data_inicio, fim: row.data_fim })),
        served,
      });
      for (const result of results) {
        const schedule = store.schedule(result.escala_id)!;
        if (!result.escolhidos.length) continue;
        for (const pick of result.escolhidos) {
          const fn = store.function(pick.funcao_id)!;
          let place = schedule.members.find((entry) => entry.member_id === pick.membro_id);
          if (!place) {
            place = {
              member_id: pick.membro_id,
              confirmado: 0,
              recusado_em: null,
              motivo_recusa: null,
              functions: [],
            };
            schedule.members.push(place);
          }
          place.functions.push({
            function_id: fn.id,
            nome: fn.nome,
            icone: fn.icone,
            observacao: null,
          });
        }
        schedule.updated_at = store.now();
        raiseVersion(schedule);
      }
      return reply(
        autoFillResponseSchema,
        presentAutoFill(results, {
          drafts: new Map(drafts.map((row) => [row.id, row])),
          members: new Map(members.map((member) => [member.id, store.memberName(member.id)])),
          functions: new Map(
            store.tables.functions
              .filter((fn) => fn.ministry_id === ministry.id)
              .map((fn) => [fn.id, fn.nome]),
          ),
        }),
      );
    }),
  ];
}
