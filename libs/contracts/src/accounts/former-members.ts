import type { ParticipationReport } from '../reports/participation-report';
import type { ScheduleDetail } from '../schedules/schedule';

/*
 * Someone who deleted their account stays in the schedules that already happened, without a
 * name: the API marks them `ex_integrante` with an empty `nome`, and the web names them in its
 * own language ("Ex-integrante" / "Former member") through these.
 */

/** The schedule with each former member named `label`. */
export function nameFormerMembers(schedule: ScheduleDetail, label: string): ScheduleDetail {
  if (!schedule.membros.some((member) => member.membro.ex_integrante)) return schedule;
  return {
    ...schedule,
    membros: schedule.membros.map((member) =>
      member.membro.ex_integrante
        ? { ...member, membro: { ...member.membro, nome: label } }
        : member,
    ),
  };
}

/** The participation report with each former member named `label`. */
export function nameFormerMembersInReport(
  report: ParticipationReport,
  label: string,
): ParticipationReport {
  if (!report.membros.some((member) => member.ex_integrante)) return report;
  return {
    ...report,
    membros: report.membros.map((member) =>
      member.ex_integrante ? { ...member, nome: label } : member,
    ),
  };
}
