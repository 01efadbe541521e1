import {
  DEMO_PASSWORD,
  demoMinistries,
  demoPerson,
  demoPeople,
  demoSignIns,
} from '@levita/contracts/demo';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD as mockPassword, demoSeed } from './demo-data';
import { demoWorldOf } from './demo-world';
import { createMockApi } from './mock-api';

/*
 * The mock's people, ministries and songs are the product's one demo world, which
 * `npm start -- --demo` seeds too (apps/api/test/demo-seed.test.ts holds the API to it): read
 * back from the mock's tables, they must be the module itself.
 */
describe('the mock API’s demo data', () => {
  const tables = demoSeed('2026-11-18');

  it('has the demo module’s people, in its order, with its password', () => {
    expect(demoWorldOf(tables).people).toEqual(
      demoPeople.map(({ nome, email, telefone }) => ({ nome, email, telefone })),
    );
    expect(tables.users.every((user) => user.senha === DEMO_PASSWORD)).toBe(true);
    expect(mockPassword).toBe(DEMO_PASSWORD);
  });

  it('has the demo module’s ministries: members, standings, functions, songs and keys', () => {
    expect(demoWorldOf(tables).ministries).toEqual(demoMinistries);
  });

  it('signs in the module’s person for each standing of the demo ministry', () => {
    const api = createMockApi({ today: '2026-11-18' });
    for (const standing of ['PROPRIETARIO', 'ADMIN', 'MEMBRO', 'PENDENTE'] as const)
      expect(api.signInAs(standing).user.email).toBe(demoPerson(demoSignIns[standing]).email);
  });
});
