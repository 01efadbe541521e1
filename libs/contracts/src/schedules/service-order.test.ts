import { describe, expect, it } from 'vitest';
import { isServerMessageKey } from '../server-texts';
import {
  runSheet,
  SERVICE_ITEMS_MAX,
  serviceItemRequestSchema,
  serviceItemsField,
  songMinutes,
} from './service-order';

const sermon = {
  tipo: 'pregacao',
  titulo: 'Pregação',
  duracao_minutos: 40,
  ordem: 3,
};

describe('service items', () => {
  it('takes a part with its kind, title, length in minutes and place', () => {
    expect(
      serviceItemRequestSchema.parse({ ...sermon, titulo: '  Pregação ', observacoes: '' }),
    ).toEqual({ ...sermon, observacoes: null });
  });

  it('is none when a save sends only songs', () => {
    expect(serviceItemsField.parse(undefined)).toEqual([]);
  });

  it.each([
    [{ ...sermon, duracao_minutos: -1 }, 'invalid_item_duration'],
    [{ ...sermon, duracao_minutos: 241 }, 'invalid_item_duration'],
    [{ ...sermon, duracao_minutos: 2.5 }, 'invalid_item_duration'],
    [{ ...sermon, tipo: 'danca' }, 'invalid_item_kind'],
    [{ ...sermon, titulo: '   ' }, 'required'],
  ])('refuses %j with %s, a code the API translates', (item, code) => {
    const result = serviceItemRequestSchema.safeParse(item);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(code);
    expect(isServerMessageKey(code)).toBe(true);
  });

  it('takes 0 and 240 minutes, and at most 60 parts', () => {
    for (const minutes of [0, 240])
      expect(
        serviceItemRequestSchema.safeParse({ ...sermon, duracao_minutos: minutes }).success,
      ).toBe(true);
    const parts = (count: number) => Array.from({ length: count }, () => sermon);
    expect(serviceItemsField.safeParse(parts(SERVICE_ITEMS_MAX)).success).toBe(true);
    const tooMany = serviceItemsField.safeParse(parts(SERVICE_ITEMS_MAX + 1));
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual(['too_many_items']);
    expect(isServerMessageKey('too_many_items')).toBe(true);
  });
});

describe('runSheet', () => {
  it('starts each part when the one before ends, and adds up the service', () => {
    expect(
      runSheet('19:00', [
        { duracao_minutos: 5 },
        { duracao_minutos: songMinutes(250) },
        { duracao_minutos: 40 },
      ]),
    ).toEqual({ inicios: ['19:00', '19:05', '19:10'], total_minutos: 50, sem_duracao: 0 });
  });

  it('counts parts without a length apart, and goes on past midnight', () => {
    expect(
      runSheet('23:30', [
        { duracao_minutos: songMinutes(null) },
        { duracao_minutos: 45 },
        { duracao_minutos: 10 },
      ]),
    ).toEqual({ inicios: ['23:30', '23:30', '00:15'], total_minutos: 55, sem_duracao: 1 });
  });
});
