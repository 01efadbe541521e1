import { describe, expect, it } from 'vitest';
import { byCountThenName } from './report-order';

describe('byCountThenName', () => {
  it('puts the most first, then names in Brazilian order, keeping the order of full ties', () => {
    const rows = [
      { id: 1, nome: 'Érica', total: 2 },
      { id: 2, nome: 'bruno', total: 5 },
      { id: 3, nome: 'Ana', total: 2 },
      { id: 4, nome: 'Ana', total: 2 },
      { id: 5, nome: 'Zé', total: 7 },
    ];

    const sorted = byCountThenName(
      rows,
      (row) => row.total,
      (row) => row.nome,
    );

    expect(sorted.map((row) => row.id)).toEqual([5, 2, 3, 4, 1]);
    expect(sorted).toBe(rows);
  });
});
