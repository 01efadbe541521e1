import { describe, expect, it } from 'vitest';
import { draftOf, periodErrors, periodRequest, withStart } from './period-draft';

const draft = { start: '2026-11-20', end: '2026-11-22', reason: 'Viagem em família' };

describe('withStart', () => {
  it('raises an end that would come before the new start', () => {
    expect(withStart(draft, '2026-11-25')).toEqual({
      draft: { ...draft, start: '2026-11-25', end: '2026-11-25' },
      raised: true,
    });
  });

  it('leaves an end on or after the start, and an empty end, alone', () => {
    expect(withStart(draft, '2026-11-22')).toEqual({
      draft: { ...draft, start: '2026-11-22' },
      raised: false,
    });
    expect(withStart({ ...draft, end: '' }, '2026-11-25').draft.end).toBe('');
    expect(withStart(draft, '').draft.end).toBe('2026-11-22');
  });
});

describe('periodErrors', () => {
  it('accepts a whole period, a one-day one included', () => {
    expect(periodErrors(draft)).toEqual({});
    expect(periodErrors({ ...draft, end: draft.start })).toEqual({});
  });

  it('requires both dates and a reason', () => {
    expect(periodErrors({ start: '', end: '', reason: '   ' })).toEqual({
      start: 'startRequired',
      end: 'endRequired',
      reason: 'reasonRequired',
    });
  });

  it('refuses an end before the start', () => {
    expect(periodErrors({ ...draft, end: '2026-11-19' })).toEqual({ end: 'endBeforeStart' });
  });

  it('wants at least 5 characters of reason, spaces around not counted', () => {
    expect(periodErrors({ ...draft, reason: ' Show ' })).toEqual({ reason: 'reasonMin' });
    expect(periodErrors({ ...draft, reason: ' Shows ' })).toEqual({});
  });
});

describe('periodRequest', () => {
  it('sends the dates at midnight without a zone and the reason trimmed', () => {
    expect(periodRequest({ ...draft, reason: '  Viagem  ' }, 7)).toEqual({
      membro_id: 7,
      data_inicio: '2026-11-20T00:00:00',
      data_fim: '2026-11-22T00:00:00',
      justificativa: 'Viagem',
    });
  });
});

describe('draftOf', () => {
  it('starts blank, or from the entry being edited', () => {
    expect(draftOf()).toEqual({ start: '', end: '', reason: '' });
    expect(
      draftOf({
        id: 1,
        membro_id: 7,
        data_inicio: '2026-11-20',
        data_fim: '2026-11-22',
        justificativa: 'Viagem em família',
        status: 'futura',
        dias: 3,
        versao: 1,
      }),
    ).toEqual(draft);
  });
});
