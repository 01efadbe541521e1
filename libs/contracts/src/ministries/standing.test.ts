import { describe, expect, it } from 'vitest';
import { isOwner, mayManage, mayOpen, ministryStandings, standingOf } from './standing';

describe('standingOf', () => {
  const ministry = { proprietario_id: 1 };

  it('is PROPRIETARIO for the owner, whatever their member row says', () => {
    expect(standingOf(ministry, 1, undefined)).toBe('PROPRIETARIO');
    expect(standingOf(ministry, 1, { status: 'INATIVO', admin: 0 })).toBe('PROPRIETARIO');
  });

  it('reads ATIVO rows as ADMIN or MEMBRO by the admin flag (0/1 or boolean)', () => {
    expect(standingOf(ministry, 2, { status: 'ATIVO', admin: 1 })).toBe('ADMIN');
    expect(standingOf(ministry, 2, { status: 'ATIVO', admin: true })).toBe('ADMIN');
    expect(standingOf(ministry, 2, { status: 'ATIVO', admin: 0 })).toBe('MEMBRO');
  });

  it('is PENDENTE for a request and none for outsiders and deactivated members', () => {
    expect(standingOf(ministry, 2, { status: 'PENDENTE', admin: 0 })).toBe('PENDENTE');
    expect(standingOf(ministry, 2, { status: 'INATIVO', admin: 1 })).toBeNull();
    expect(standingOf(ministry, 2, undefined)).toBeNull();
  });
});

describe('who may do what', () => {
  it('gives admin rights to the owner and administrators only', () => {
    expect(ministryStandings.filter(mayManage)).toEqual(['PROPRIETARIO', 'ADMIN']);
    expect(mayManage(null)).toBe(false);
    expect(mayManage(undefined)).toBe(false);
  });

  it('opens the ministry to active members, not to a pending request', () => {
    expect(ministryStandings.filter(mayOpen)).toEqual(['PROPRIETARIO', 'ADMIN', 'MEMBRO']);
    expect(mayOpen(null)).toBe(false);
  });

  it('knows the owner', () => {
    expect(ministryStandings.filter(isOwner)).toEqual(['PROPRIETARIO']);
  });
});
