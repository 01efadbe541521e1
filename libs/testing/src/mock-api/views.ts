import type {
  AssignmentView,
  MemberFunctionRecord,
  MemberView,
  ScheduledMemberView,
  ScheduledSongView,
  ScheduleItemView,
  ScheduleRecord,
  ScheduleSlotRowView,
  ScheduleSummaryView,
} from '@levita/contracts';
import type { DemoMember, DemoSchedule, DemoStore } from './demo-store';

/*
 * The joins the API's repositories make in SQL, over the demo tables: they build the views the
 * contracts' presenters read. Rows a view points to exist (the handlers delete in cascade).
 */

export function assignmentView(store: DemoStore, row: MemberFunctionRecord): AssignmentView {
  const { nome, icone } = store.function(row.function_id)!;
  return { ...row, nome, icone };
}

/** The member row over its account's fields, as the API's join selects them. */
export function memberView(store: DemoStore, row: DemoMember): MemberView {
  return {
    ...store.user(row.user_id)!,
    ...row,
    functions: store.assignmentsOf(row.id).map((assignment) => assignmentView(store, assignment)),
  };
}

/** The schedule's columns (its notes too, for the detail) and the counts lists show. */
export const scheduleSummaryView = (
  schedule: DemoSchedule,
): ScheduleSummaryView & ScheduleRecord => ({
  ...schedule,
  total_musicas: schedule.songs.length,
  total_membros: schedule.members.length,
  total_confirmados: schedule.members.filter((member) => member.confirmado).length,
  total_recusados: schedule.members.filter((member) => member.recusado_em !== null).length,
});

/** Each entry over the repertoire row it points to (a deleted one too). */
export function scheduledSongViews(store: DemoStore, schedule: DemoSchedule): ScheduledSongView[] {
  return schedule.songs.map((entry) => {
    const song = store.song(entry.song_id)!;
    return { ...song, ...entry, tem_cifra: song.cifra !== null };
  });
}

/** Functions by their current name and icon; a deleted one by what it was when scheduled. */
export function scheduledMemberViews(
  store: DemoStore,
  schedule: DemoSchedule,
): ScheduledMemberView[] {
  return schedule.members.map((entry) => {
    const { nome, email, foto_url, excluido_em } = store.user(
      store.member(entry.member_id)!.user_id,
    )!;
    return {
      ...entry,
      nome,
      // A deleted account's placeholder address is nobody's, as the API answers.
      email: excluido_em ? '' : email,
      foto_url,
      ...(excluido_em && { ex_integrante: true }),
      functions: entry.functions.map((scheduled) => {
        const current =
          scheduled.function_id === null ? undefined : store.function(scheduled.function_id);
        return current ? { ...scheduled, nome: current.nome, icone: current.icone } : scheduled;
      }),
    };
  });
}

/** The parts of the service with their responsible member's name, as the API joins them. */
export function scheduleItemViews(store: DemoStore, schedule: DemoSchedule): ScheduleItemView[] {
  return (schedule.items ?? []).map((item) => {
    const member = item.responsavel_id === null ? undefined : store.member(item.responsavel_id);
    const user = member && store.user(member.user_id);
    return {
      ...item,
      responsavel_nome: user?.nome ?? null,
      responsavel_ex_integrante: Boolean(user?.excluido_em),
    };
  });
}

/** The slots with each function's current name and icon. */
export function scheduleSlotViews(store: DemoStore, schedule: DemoSchedule): ScheduleSlotRowView[] {
  return (schedule.slots ?? []).flatMap((slot) => {
    const fn = store.function(slot.function_id);
    return fn ? [{ ...slot, nome: fn.nome, icone: fn.icone }] : [];
  });
}
