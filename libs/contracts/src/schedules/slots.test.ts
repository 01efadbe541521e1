import { describe, expect, it } from 'vitest';
import { isServerMessageKey } from '../server-texts';
import { missingSlots, scheduleSlotsField, SCHEDULE_SLOTS_MAX } from './slots';

const VOCAL = 1;
const BATERIA = 2;

describe('scheduleSlotsField', () => {
  it('takes each function once with 1 to 20 people', () => {
    expect(
      scheduleSlotsField.parse([
        { funcao_id: VOCAL, quantidade: 2 },
        { funcao_id: BATERIA, quantidade: '1' },
      ]),
    ).toEqual([
      { funcao_id: VOCAL, quantidade: 2 },
      { funcao_id: BATERIA, quantidade: 1 },
    ]);
  });

  it.each([
    [[{ funcao_id: VOCAL, quantidade: 0 }], 'invalid_slot_size'],
    [[{ funcao_id: VOCAL, quantidade: 21 }], 'invalid_slot_size'],
    [[{ funcao_id: VOCAL, quantidade: 1.5 }], 'invalid_slot_size'],
    [
      [
        { funcao_id: VOCAL, quantidade: 1 },
        { funcao_id: VOCAL, quantidade: 2 },
      ],
      'duplicate_slot_function',
    ],
    [
      Array.from({ length: SCHEDULE_SLOTS_MAX + 1 }, (_, index) => ({
        funcao_id: index + 1,
        quantidade: 1,
      })),
      'too_many_slots',
    ],
  ])('refuses %j with %s, a code the API translates', (slots, code) => {
    const result = scheduleSlotsField.safeParse(slots);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(code);
    expect(isServerMessageKey(code)).toBe(true);
  });
});

describe('missingSlots', () => {
  it('is what the slots ask for less who plays each function and has not declined', () => {
    expect(
      missingSlots(
        [
          { funcao_id: VOCAL, quantidade: 2 },
          { funcao_id: BATERIA, quantidade: 1 },
          { funcao_id: 3, quantidade: 1 },
        ],
        [
          { funcao_id: VOCAL, resposta: 'CONFIRMADO' },
          { funcao_id: VOCAL, resposta: 'RECUSADO' },
          { funcao_id: 3, resposta: 'PENDENTE' },
          { funcao_id: null, resposta: 'PENDENTE' },
        ],
      ),
    ).toEqual([
      { funcao_id: VOCAL, quantidade: 1 },
      { funcao_id: BATERIA, quantidade: 1 },
    ]);
  });

  it('is nothing when every slot is full, or more than full', () => {
    expect(
      missingSlots(
        [{ funcao_id: VOCAL, quantidade: 1 }],
        [
          { funcao_id: VOCAL, resposta: 'PENDENTE' },
          { funcao_id: VOCAL, resposta: 'CONFIRMADO' },
        ],
      ),
    ).toEqual([]);
  });
});
