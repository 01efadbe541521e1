import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberStatuses } from '../ministries/standing';
import { autoFill, type AutoFillDraft, type AutoFillFacts, type AutoFillMember } from './auto-fill';
import { startsClash } from './double-booking';

const VOCAL = 1;
const BATERIA = 2;

const member = (id: number, changes: Partial<AutoFillMember> = {}): AutoFillMember => ({
  id,
  status: 'ATIVO',
  funcoes: [{ funcao_id: VOCAL, principal: true }],
  limite_mensal: null,
  junto_com: [],
  ...changes,
});

const draft = (id: number, data: string, changes: Partial<AutoFillDraft> = {}): AutoFillDraft => ({
  id,
  data,
  horario: '19:00',
  vagas: [{ funcao_id: VOCAL, quantidade: 1 }],
  equipe: [],
  ...changes,
});

const facts = (changes: Partial<AutoFillFacts>): AutoFillFacts => ({
  drafts: [],
  members: [],
  unavailable: [],
  served: [],
  ...changes,
});

const picked = (result: ReturnType<typeof autoFill>) =>
  result.map((filled) => filled.escolhidos.map((pick) => pick.membro_id));

describe('autoFill: who is picked', () => {
  it('takes who served least in the 8 weeks, then who served longest ago, then the lowest id', () => {
    const served = [
      { membro_id: 1, data: '2026-11-01', horario: '19:00', neste_ministerio: true },
      { membro_id: 1, data: '2026-11-15', horario: '19:00', neste_ministerio: true },
      { membro_id: 2, data: '2026-11-22', horario: '19:00', neste_ministerio: true },
      { membro_id: 3, data: '2026-11-08', horario: '19:00', neste_ministerio: true },
      // Long ago: outside the 8 weeks, still the last time they served.
      { membro_id: 4, data: '2026-08-02', horario: '19:00', neste_ministerio: true },
    ];
    const result = autoFill(
      facts({
        drafts: [draft(10, '2026-12-06', { vagas: [{ funcao_id: VOCAL, quantidade: 3 }] })],
        members: [member(1), member(2), member(3), member(4)],
        served,
      }),
    );
    expect(result[0]?.escolhidos).toEqual([
      {
        funcao_id: VOCAL,
        membro_id: 4,
        motivo: { vezes: 0, ultima: '2026-08-02', junto_com: null },
      },
      {
        funcao_id: VOCAL,
        membro_id: 3,
        motivo: { vezes: 1, ultima: '2026-11-08', junto_com: null },
      },
      {
        funcao_id: VOCAL,
        membro_id: 2,
        motivo: { vezes: 1, ultima: '2026-11-22', junto_com: null },
      },
    ]);
  });

  it('puts those whose principal function it is first', () => {
    const result = autoFill(
      facts({
        drafts: [draft(10, '2026-12-06')],
        members: [
          member(1, { funcoes: [{ funcao_id: VOCAL, principal: false }] }),
          member(2, { funcoes: [{ funcao_id: VOCAL, principal: true }] }),
        ],
        served: [{ membro_id: 2, data: '2026-11-29', horario: '19:00', neste_ministerio: true }],
      }),
    );
    expect(picked(result)).toEqual([[2]]);
  });

  it('leaves out the inactive, the unavailable, the double-booked, the over-limit and who is on the draft', () => {
    const result = autoFill(
      facts({
        drafts: [
          draft(10, '2026-12-06', {
            vagas: [{ funcao_id: VOCAL, quantidade: 3 }],
            equipe: [{ membro_id: 6, funcao_id: BATERIA }],
          }),
        ],
        members: [
          member(1, { status: 'INATIVO' }),
          member(2),
          member(3),
          member(4, { limite_mensal: 1 }),
          member(5, { funcoes: [{ funcao_id: BATERIA, principal: true }] }),
          member(6),
          member(7),
        ],
        unavailable: [{ membro_id: 2, inicio: '2026-12-01', fim: '2026-12-10' }],
        served: [
          // Another ministry, two hours later: a clash, not a participation here.
          { membro_id: 3, data: '2026-12-06', horario: '21:00', neste_ministerio: false },
          { membro_id: 4, data: '2026-12-02', horario: '20:00', neste_ministerio: true },
        ],
      }),
    );
    expect(picked(result)).toEqual([[7]]);
    expect(result[0]?.faltam).toEqual([{ funcao_id: VOCAL, quantidade: 2 }]);
  });

  it('counts the people already on the draft against its slots', () => {
    const result = autoFill(
      facts({
        drafts: [
          draft(10, '2026-12-06', {
            vagas: [{ funcao_id: VOCAL, quantidade: 2 }],
            equipe: [{ membro_id: 1, funcao_id: VOCAL }],
          }),
        ],
        members: [member(1), member(2), member(3)],
      }),
    );
    expect(picked(result)).toEqual([[2]]);
    expect(result[0]?.faltam).toEqual([]);
  });

  it('spreads a month: each draft filled counts for the next, and a limit holds across them', () => {
    const sundays = ['2026-12-06', '2026-12-13', '2026-12-20', '2026-12-27'];
    const result = autoFill(
      facts({
        // Given out of order: they are filled by date.
        drafts: sundays.map((day, index) => draft(20 - index, day)).reverse(),
        members: [member(1, { limite_mensal: 1 }), member(2), member(3)],
      }),
    );
    expect(result.map((filled) => filled.escala_id)).toEqual([20, 19, 18, 17]);
    expect(picked(result)).toEqual([[1], [2], [3], [2]]);
    expect(result[3]?.escolhidos[0]?.motivo).toEqual({
      vezes: 1,
      ultima: '2026-12-13',
      junto_com: null,
    });
  });

  it('brings a member’s "serve together with" partner into an open slot of a function they hold', () => {
    const result = autoFill(
      facts({
        drafts: [
          draft(10, '2026-12-06', {
            vagas: [
              { funcao_id: VOCAL, quantidade: 1 },
              { funcao_id: BATERIA, quantidade: 1 },
            ],
          }),
        ],
        members: [
          member(1, { junto_com: [9] }),
          member(2, { funcoes: [{ funcao_id: BATERIA, principal: true }] }),
          member(9, {
            funcoes: [
              { funcao_id: VOCAL, principal: false },
              { funcao_id: BATERIA, principal: true },
            ],
          }),
        ],
        served: [{ membro_id: 9, data: '2026-11-29', horario: '19:00', neste_ministerio: true }],
      }),
    );
    expect(result[0]?.escolhidos).toEqual([
      { funcao_id: VOCAL, membro_id: 1, motivo: { vezes: 0, ultima: null, junto_com: null } },
      {
        funcao_id: BATERIA,
        membro_id: 9,
        motivo: { vezes: 1, ultima: '2026-11-29', junto_com: 1 },
      },
    ]);
  });
});

// Random teams: a few functions, members with random standing, functions, limits and partners,
// drafts over two months, unavailability and other schedules.
const day = fc
  .integer({ min: 0, max: 60 })
  .map((offset) =>
    new Date(Date.UTC(2026, 10, 1) + offset * 86_400_000).toISOString().slice(0, 10),
  );
const time = fc.constantFrom('08:00', '10:00', '19:00', '20:30');
const functionId = fc.integer({ min: 1, max: 4 });

const randomFacts = fc
  .record({
    members: fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 30 }),
        status: fc.constantFrom(...memberStatuses),
        funcoes: fc.uniqueArray(fc.record({ funcao_id: functionId, principal: fc.boolean() }), {
          selector: (held) => held.funcao_id,
          maxLength: 3,
        }),
        limite_mensal: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
        junto_com: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 2 }),
      }),
      { selector: (row) => row.id, maxLength: 20 },
    ),
    drafts: fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 50 }),
        data: day,
        horario: time,
        vagas: fc.uniqueArray(
          fc.record({ funcao_id: functionId, quantidade: fc.integer({ min: 0, max: 3 }) }),
          { selector: (slot) => slot.funcao_id, maxLength: 4 },
        ),
        equipe: fc.constant([]),
      }),
      { selector: (row) => row.id, maxLength: 10 },
    ),
    unavailable: fc.array(
      fc.record({ membro_id: fc.integer({ min: 1, max: 30 }), inicio: day, fim: day }),
      { maxLength: 10 },
    ),
    served: fc.array(
      fc.record({
        membro_id: fc.integer({ min: 1, max: 30 }),
        data: day,
        horario: time,
        neste_ministerio: fc.boolean(),
      }),
      { maxLength: 30 },
    ),
  })
  .map((value): AutoFillFacts => value);

describe('autoFill: properties over random teams', () => {
  it('never picks an inactive, function-less, unavailable, double-booked or over-limit member', () => {
    fc.assert(
      fc.property(randomFacts, (input) => {
        const result = autoFill(input);
        const byId = new Map(input.members.map((row) => [row.id, row]));
        const starts = new Map(input.drafts.map((row) => [row.id, row]));
        const picks = result.flatMap((filled) =>
          filled.escolhidos.map((pick) => ({ ...pick, draft: starts.get(filled.escala_id)! })),
        );
        for (const pick of picks) {
          const chosen = byId.get(pick.membro_id)!;
          const pickDay = pick.draft.data;
          expect(chosen.status).toBe('ATIVO');
          expect(chosen.funcoes.map((held) => held.funcao_id)).toContain(pick.funcao_id);
          const away = input.unavailable.some(
            (range) =>
              range.membro_id === chosen.id && range.inicio <= pickDay && pickDay <= range.fim,
          );
          expect(away).toBe(false);
          const elsewhere = [
            ...input.served.filter((row) => row.membro_id === chosen.id),
            ...picks
              .filter((other) => other !== pick && other.membro_id === chosen.id)
              .map((other) => other.draft),
          ];
          expect(elsewhere.some((start) => startsClash(start, pick.draft))).toBe(false);
          if (chosen.limite_mensal !== null) {
            const month = pickDay.slice(0, 7);
            const times =
              input.served.filter(
                (row) =>
                  row.membro_id === chosen.id && row.neste_ministerio && row.data.startsWith(month),
              ).length +
              picks.filter(
                (other) => other.membro_id === chosen.id && other.draft.data.startsWith(month),
              ).length;
            expect(times).toBeLessThanOrEqual(chosen.limite_mensal);
          }
        }
        for (const filled of result) {
          const draftOf = starts.get(filled.escala_id)!;
          const ids = filled.escolhidos.map((pick) => pick.membro_id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const slot of draftOf.vagas) {
            const placed = filled.escolhidos.filter((pick) => pick.funcao_id === slot.funcao_id);
            const missing = filled.faltam.find((gap) => gap.funcao_id === slot.funcao_id);
            expect(placed.length + (missing?.quantidade ?? 0)).toBe(slot.quantidade);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same team for the same facts, whatever order they come in', () => {
    fc.assert(
      fc.property(randomFacts, (input) => {
        const reordered = {
          ...input,
          members: [...input.members].reverse(),
          drafts: [...input.drafts].reverse(),
        };
        expect(autoFill(reordered)).toEqual(autoFill(input));
      }),
      { numRuns: 200 },
    );
  });

  it('among equal candidates, a month’s counts differ by at most 1', () => {
    const month = fc.uniqueArray(fc.integer({ min: 1, max: 31 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        month,
        fc.integer({ min: 1, max: 3 }),
        (people, days, perDraft) => {
          const result = autoFill(
            facts({
              members: Array.from({ length: people }, (_, index) => member(index + 1)),
              drafts: days.map((dayOfMonth, index) =>
                draft(index + 1, `2026-12-${String(dayOfMonth).padStart(2, '0')}`, {
                  vagas: [{ funcao_id: VOCAL, quantidade: perDraft }],
                }),
              ),
            }),
          );
          const counts = new Map<number, number>();
          for (let id = 1; id <= people; id += 1) counts.set(id, 0);
          for (const pick of result.flatMap((filled) => filled.escolhidos))
            counts.set(pick.membro_id, (counts.get(pick.membro_id) ?? 0) + 1);
          const values = [...counts.values()];
          expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
