import type { PresenceAnswer } from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import { presenceProgress } from './presence-progress';

const members = (...confirmed: boolean[]) =>
  confirmed.map((yes) => ({ resposta: (yes ? 'CONFIRMADO' : 'PENDENTE') as PresenceAnswer }));

describe('presenceProgress', () => {
  it('counts the confirmed members and rounds the percentage', () => {
    expect(presenceProgress(members(true, true, false))).toEqual({
      confirmed: 2,
      declined: 0,
      total: 3,
      percent: 67,
    });
    expect(presenceProgress(members(true, false, false))).toMatchObject({ percent: 33 });
    expect(presenceProgress(members(true, false, false, false, false, false, false, false)))
      // 12.5 rounds up.
      .toMatchObject({ percent: 13 });
    expect(presenceProgress(members(true, true))).toMatchObject({ percent: 100 });
  });

  it('counts declines apart from the pending', () => {
    const answers: PresenceAnswer[] = ['CONFIRMADO', 'RECUSADO', 'RECUSADO', 'PENDENTE'];
    expect(presenceProgress(answers.map((resposta) => ({ resposta })))).toEqual({
      confirmed: 1,
      declined: 2,
      total: 4,
      percent: 25,
    });
  });

  it('gives 0% when nobody is scheduled', () => {
    expect(presenceProgress([])).toEqual({ confirmed: 0, declined: 0, total: 0, percent: 0 });
  });
});
