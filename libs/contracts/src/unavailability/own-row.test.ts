import { describe, expect, it } from 'vitest';
import { isOwnActiveRow, mayReadUnavailability } from './own-row';

describe('isOwnActiveRow', () => {
  it("is the caller's own row only while it is active", () => {
    expect(isOwnActiveRow({ user_id: 7, status: 'ATIVO' }, 7)).toBe(true);
    expect(isOwnActiveRow({ user_id: 7, status: 'ATIVO' }, 8)).toBe(false);
    // The owner's standing comes from the ministry: a row of theirs left inactive is not theirs to use.
    expect(isOwnActiveRow({ user_id: 7, status: 'INATIVO' }, 7)).toBe(false);
    expect(isOwnActiveRow({ user_id: 7, status: 'PENDENTE' }, 7)).toBe(false);
  });
});

describe('mayReadUnavailability', () => {
  it("lets a member read their own periods, and admin rights anyone's", () => {
    const row = { user_id: 7, status: 'ATIVO' as const };
    expect(mayReadUnavailability(row, 7, 'MEMBRO')).toBe(true);
    expect(mayReadUnavailability(row, 8, 'MEMBRO')).toBe(false);
    expect(mayReadUnavailability(row, 8, 'ADMIN')).toBe(true);
    expect(mayReadUnavailability(row, 8, 'PROPRIETARIO')).toBe(true);
  });
});
