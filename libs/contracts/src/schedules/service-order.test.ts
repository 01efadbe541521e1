import { describe, expect, it } from 'vitest';
import { isServerMessageKey } from '../server-texts';
import {
  placeServiceItems,
  runSheet,
  SERVICE_ITEMS_MAX,
  serviceOrder,
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

  it('is absent when a save sends only songs (the schedule keeps its parts)', () => {
    expect(serviceItemsField.parse(undefined)).toBeUndefined();
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

describe('placing parts among songs', () => {
  it('reads back the order it was given, a part before the song of equal rank', () => {
    const songs = ['a', 'b', 'c'].map((name, index) => ({ entry: name, rank: [2, 4, 5][index]! }));
    const items = [
      { entry: { name: 'x' }, rank: 2 },
      { entry: { name: 'y' }, rank: 3 },
      { entry: { name: 'z' }, rank: 9 },
    ];
    const placed = placeServiceItems(songs, items);
    expect(placed.songs).toEqual(['a', 'b', 'c']);
    expect(placed.items).toEqual([
      { name: 'x', apos_musicas: 0, ordem: 1 },
      { name: 'y', apos_musicas: 1, ordem: 2 },
      { name: 'z', apos_musicas: 3, ordem: 3 },
    ]);
    const order = serviceOrder(placed.songs, placed.items).map(
      (entry) => entry.song ?? entry.item.name,
    );
    expect(order).toEqual(['x', 'a', 'y', 'b', 'c', 'z']);
  });

  it('puts a part placed after more songs than remain at the end', () => {
    const order = serviceOrder(['a'], [{ name: 'x', apos_musicas: 4, ordem: 1 }]);
    expect(order.map((entry) => entry.song ?? entry.item.name)).toEqual(['a', 'x']);
  });
});
