import { describe, expect, it } from 'vitest';
import { memberStanding } from './member-standing';

describe('memberStanding', () => {
  it('reads the badge a member shows', () => {
    expect(memberStanding({ status: 'ATIVO', admin: true, proprietario: true })).toBe(
      'PROPRIETARIO',
    );
    expect(memberStanding({ status: 'ATIVO', admin: true, proprietario: false })).toBe('ADMIN');
    expect(memberStanding({ status: 'ATIVO', admin: false, proprietario: false })).toBe('MEMBRO');
    expect(memberStanding({ status: 'PENDENTE', admin: false, proprietario: false })).toBe(
      'PENDENTE',
    );
    expect(memberStanding({ status: 'INATIVO', admin: false, proprietario: false })).toBeNull();
  });
});
