import type { MinistryMember, MinistryStanding } from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import { mayOpenMemberPages, memberActionRequests, memberActionsFor } from './member-actions';

type Row = Pick<MinistryMember, 'status' | 'admin' | 'proprietario'>;
const owner: Row = { status: 'ATIVO', admin: true, proprietario: true };
const admin: Row = { status: 'ATIVO', admin: true, proprietario: false };
const member: Row = { status: 'ATIVO', admin: false, proprietario: false };
const pending: Row = { status: 'PENDENTE', admin: false, proprietario: false };
const inactive: Row = { status: 'INATIVO', admin: false, proprietario: false };

describe('memberActionsFor: the role table of part 1 §6', () => {
  it.each<[MinistryStanding, Row, string[]]>([
    ['PROPRIETARIO', owner, []],
    ['PROPRIETARIO', admin, ['demote', 'deactivate']],
    ['PROPRIETARIO', member, ['promote', 'deactivate']],
    ['PROPRIETARIO', pending, ['approve', 'reject']],
    ['PROPRIETARIO', inactive, ['reactivate', 'remove']],
    ['ADMIN', owner, []],
    ['ADMIN', admin, []],
    ['ADMIN', member, []],
    ['ADMIN', pending, ['approve', 'reject']],
    ['ADMIN', inactive, ['reactivate']],
    ['MEMBRO', member, []],
    ['MEMBRO', pending, []],
    ['MEMBRO', inactive, []],
    ['PENDENTE', pending, []],
  ])('%s on %o: %o', (viewer, row, actions) => {
    expect(memberActionsFor(viewer, row)).toEqual(actions);
  });

  it('offers nothing without a standing', () => {
    expect(memberActionsFor(undefined, pending)).toEqual([]);
    expect(memberActionsFor(null, inactive)).toEqual([]);
  });
});

describe('mayOpenMemberPages', () => {
  it('links admin rights to active members only, the owner included', () => {
    expect(mayOpenMemberPages('PROPRIETARIO', owner)).toBe(true);
    expect(mayOpenMemberPages('ADMIN', member)).toBe(true);
    expect(mayOpenMemberPages('PROPRIETARIO', pending)).toBe(false);
    expect(mayOpenMemberPages('PROPRIETARIO', inactive)).toBe(false);
    expect(mayOpenMemberPages('MEMBRO', member)).toBe(false);
  });
});

describe('memberActionRequests: the calls of docs/ministries.md', () => {
  it('approves and reactivates with status ATIVO, flips admin, deletes the rest', () => {
    expect(memberActionRequests).toEqual({
      approve: { kind: 'update', changes: { status: 'ATIVO' } },
      reactivate: { kind: 'update', changes: { status: 'ATIVO' } },
      promote: { kind: 'update', changes: { admin: true } },
      demote: { kind: 'update', changes: { admin: false } },
      reject: { kind: 'remove' },
      deactivate: { kind: 'remove' },
      remove: { kind: 'remove' },
    });
  });
});
