import { describe, expect, it } from 'vitest';
import { isServerMessageKey } from '../server-texts';
import {
  recurrenceDates,
  recurrencePreview,
  recurrenceRequestSchema,
  RECURRENCE_MAX_WEEKS,
} from './recurrence';

describe('recurrenceDates', () => {
  it('gives every Sunday at the template time and Wednesday at 20:00 in the range, in order', () => {
    expect(
      recurrenceDates(
        [{ dia_semana: 3, horario: '20:00' }, { dia_semana: 0 }],
        '2026-11-29',
        '2026-12-13',
        '19:00',
      ),
    ).toEqual([
      { data: '2026-11-29', horario: '19:00' },
      { data: '2026-12-02', horario: '20:00' },
      { data: '2026-12-06', horario: '19:00' },
      { data: '2026-12-09', horario: '20:00' },
      { data: '2026-12-13', horario: '19:00' },
    ]);
  });

  it('keeps two services of one Sunday, and one rule given twice only once', () => {
    expect(
      recurrenceDates(
        [{ dia_semana: 0, horario: '09:00' }, { dia_semana: 0 }, { dia_semana: 0 }],
        '2026-11-29',
        '2026-11-29',
        '19:00',
      ),
    ).toEqual([
      { data: '2026-11-29', horario: '09:00' },
      { data: '2026-11-29', horario: '19:00' },
    ]);
  });

  it('keeps the wall clock across a daylight-saving change (dates are calendar dates)', () => {
    // New York moves its clocks on 2027-03-14; São Paulo, Lisbon and others elsewhere.
    expect(recurrenceDates([{ dia_semana: 0 }], '2027-03-07', '2027-03-21', '19:00')).toEqual([
      { data: '2027-03-07', horario: '19:00' },
      { data: '2027-03-14', horario: '19:00' },
      { data: '2027-03-21', horario: '19:00' },
    ]);
  });

  it('marks what exists already', () => {
    expect(
      recurrencePreview(
        [
          { data: '2026-11-29', horario: '19:00' },
          { data: '2026-12-06', horario: '19:00' },
        ],
        [{ data: '2026-12-06', horario: '19:00' }],
      ).datas.map((entry) => entry.existe),
    ).toEqual([false, true]);
  });
});

describe('recurrenceRequestSchema', () => {
  const rule = { regras: [{ dia_semana: 0 }], data_inicial: '2026-11-29' };

  it(`takes up to ${RECURRENCE_MAX_WEEKS} weeks and refuses more, a reversed range or a weekday of 7`, () => {
    expect(recurrenceRequestSchema.safeParse({ ...rule, data_final: '2027-05-29' }).success).toBe(
      true,
    );
    const codes = (body: object) =>
      recurrenceRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(codes({ ...rule, data_final: '2027-05-30' })).toEqual(['recurrence_too_long']);
    expect(codes({ ...rule, data_final: '2026-11-28' })).toEqual(['end_before_start']);
    expect(codes({ ...rule, regras: [{ dia_semana: 7 }], data_final: '2026-12-06' })).toEqual([
      'invalid_weekday',
    ]);
    for (const code of ['recurrence_too_long', 'end_before_start', 'invalid_weekday'])
      expect(isServerMessageKey(code)).toBe(true);
  });
});
