import { describe, expect, it } from 'vitest';
import type { ParticipationReport } from '../reports/participation-report';
import type { ScheduleDetail } from '../schedules/schedule';
import { nameFormerMembers, nameFormerMembersInReport } from './former-members';

const place = (id: number, nome: string, ex_integrante: boolean) =>
  ({
    membro_id: id,
    membro: { id, nome, email: '', foto_url: null, ex_integrante },
  }) as ScheduleDetail['membros'][number];

describe('former members', () => {
  it('names only the former members of a schedule, leaving the rest as they were', () => {
    const schedule = { membros: [place(1, 'Ana', false), place(2, '', true)] } as ScheduleDetail;
    const named = nameFormerMembers(schedule, 'Ex-integrante');
    expect(named.membros.map((m) => m.membro.nome)).toEqual(['Ana', 'Ex-integrante']);
    expect(named.membros[0]).toBe(schedule.membros[0]);
    const none = { membros: [place(1, 'Ana', false)] } as ScheduleDetail;
    expect(nameFormerMembers(none, 'Ex-integrante')).toBe(none);
  });

  it('names the former members of a participation report', () => {
    const report = {
      membros: [
        { membro_id: 1, nome: 'Ana', ex_integrante: false },
        { membro_id: 2, nome: '', ex_integrante: true },
      ],
    } as ParticipationReport;
    expect(nameFormerMembersInReport(report, 'Former member').membros.map((m) => m.nome)).toEqual([
      'Ana',
      'Former member',
    ]);
  });
});
