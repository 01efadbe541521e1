import { describe, expect, it } from 'vitest';
import {
  answersSurviveEdit,
  declinePresenceRequestSchema,
  mayAnswer,
  presenceAnswerOf,
  presenceAnswerOpen,
} from './presence-answer';

describe('presenceAnswerOf', () => {
  it('reads confirmed, declined and pending from the stored row', () => {
    expect(presenceAnswerOf({ confirmado: 1, recusado_em: null })).toBe('CONFIRMADO');
    expect(presenceAnswerOf({ confirmado: 0, recusado_em: '2026-11-20T10:00:00.000Z' })).toBe(
      'RECUSADO',
    );
    expect(presenceAnswerOf({ confirmado: 0, recusado_em: null })).toBe('PENDENTE');
  });
});

describe('presenceAnswerOpen', () => {
  it('stays open through the schedule day and closes the day after', () => {
    expect(presenceAnswerOpen('2026-11-22T19:00:00', '2026-11-21')).toBe(true);
    expect(presenceAnswerOpen('2026-11-22', '2026-11-22')).toBe(true);
    expect(presenceAnswerOpen('2026-11-22', '2026-11-23')).toBe(false);
  });
});

describe('mayAnswer', () => {
  it('takes any answer while open; afterwards only a first confirmation', () => {
    expect(mayAnswer('RECUSADO', 'CONFIRMADO', true)).toBe(true);
    expect(mayAnswer('CONFIRMADO', 'RECUSADO', true)).toBe(true);
    expect(mayAnswer('CONFIRMADO', 'PENDENTE', false)).toBe(true);
    expect(mayAnswer('CONFIRMADO', 'CONFIRMADO', false)).toBe(true);
    expect(mayAnswer('CONFIRMADO', 'RECUSADO', false)).toBe(false);
    expect(mayAnswer('RECUSADO', 'PENDENTE', false)).toBe(false);
    expect(mayAnswer('RECUSADO', 'RECUSADO', false)).toBe(false);
  });
});

describe('declinePresenceRequestSchema', () => {
  it('takes a reason of at least five characters once trimmed, at most 300', () => {
    expect(declinePresenceRequestSchema.parse({ motivo: '  Viagem  ' })).toEqual({
      motivo: 'Viagem',
    });
    const short = declinePresenceRequestSchema.safeParse({ motivo: '  abc   ' });
    expect(short.error?.issues[0]?.message).toBe('decline_reason_too_short');
    expect(declinePresenceRequestSchema.safeParse({ motivo: 'x'.repeat(301) }).success).toBe(false);
    expect(declinePresenceRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('answersSurviveEdit', () => {
  const sunday = { data: '2026-12-06', horario: '19:00' };

  it('keeps the answers while the day and the time stay', () => {
    expect(answersSurviveEdit(sunday, { ...sunday })).toBe(true);
  });

  it('asks again when the day or the time moves', () => {
    expect(answersSurviveEdit(sunday, { ...sunday, data: '2026-12-05' })).toBe(false);
    expect(answersSurviveEdit(sunday, { ...sunday, horario: '18:00' })).toBe(false);
  });
});
