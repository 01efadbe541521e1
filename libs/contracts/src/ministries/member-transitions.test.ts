import { describe, expect, it } from 'vitest';
import {
  planMemberRemoval,
  planMemberUpdate,
  visibleMemberStatuses,
  type MembershipChangeFacts,
} from './member-transitions';
import type { MemberStatus, MinistryStanding } from './standing';

const OWNER_ID = 1;
const facts = (
  standing: MinistryStanding | null,
  status: MemberStatus,
  userId = 7,
): MembershipChangeFacts => ({ standing, member: { status, user_id: userId }, ownerId: OWNER_ID });

describe('visibleMemberStatuses', () => {
  it('shows inactive members to the owner only, and requests to managers', () => {
    expect(visibleMemberStatuses.PROPRIETARIO).toEqual(['ATIVO', 'PENDENTE', 'INATIVO']);
    expect(visibleMemberStatuses.ADMIN).toEqual(['ATIVO', 'PENDENTE']);
    expect(visibleMemberStatuses.MEMBRO).toEqual(['ATIVO']);
    expect(visibleMemberStatuses.PENDENTE).toEqual([]);
  });
});

describe('planMemberUpdate', () => {
  it('approves a request and reactivates a member, for any manager, without admin rights', () => {
    for (const standing of ['PROPRIETARIO', 'ADMIN'] as const)
      for (const status of ['PENDENTE', 'INATIVO'] as const)
        expect(planMemberUpdate(facts(standing, status), { status: 'ATIVO' })).toEqual({
          changes: { status: 'ATIVO', admin: false },
        });
  });

  it('refuses to activate an active member (a second approval)', () => {
    expect(planMemberUpdate(facts('ADMIN', 'ATIVO'), { status: 'ATIVO' })).toEqual({
      refused: { status: 409, error: 'invalid_transition' },
    });
  });

  it('lets only the owner grant or revoke admin rights, on an active member other than themself', () => {
    expect(planMemberUpdate(facts('PROPRIETARIO', 'ATIVO'), { admin: true })).toEqual({
      changes: { admin: true },
    });
    expect(planMemberUpdate(facts('ADMIN', 'ATIVO'), { admin: false }).refused).toEqual({
      status: 403,
      error: 'forbidden',
    });
    expect(
      planMemberUpdate(facts('PROPRIETARIO', 'ATIVO', OWNER_ID), { admin: false }).refused,
    ).toEqual({ status: 409, error: 'owner_protected' });
    expect(planMemberUpdate(facts('PROPRIETARIO', 'PENDENTE'), { admin: true }).refused).toEqual({
      status: 409,
      error: 'member_not_active',
    });
  });
});

describe('planMemberRemoval', () => {
  it('lets any manager reject a request', () => {
    for (const standing of ['PROPRIETARIO', 'ADMIN'] as const)
      expect(planMemberRemoval(facts(standing, 'PENDENTE'))).toEqual({
        outcome: 'remove',
        message: 'request_rejected',
      });
  });

  it('lets the owner deactivate an active member and then remove them', () => {
    expect(planMemberRemoval(facts('PROPRIETARIO', 'ATIVO'))).toEqual({
      outcome: 'deactivate',
      message: 'member_deactivated',
    });
    expect(planMemberRemoval(facts('PROPRIETARIO', 'INATIVO'))).toEqual({
      outcome: 'remove',
      message: 'member_removed',
    });
  });

  it("refuses an administrator those, and everyone the owner's own row", () => {
    expect(planMemberRemoval(facts('ADMIN', 'ATIVO')).refused?.status).toBe(403);
    expect(planMemberRemoval(facts('ADMIN', 'INATIVO')).refused?.status).toBe(403);
    expect(planMemberRemoval(facts(null, 'INATIVO')).refused?.status).toBe(403);
    expect(planMemberRemoval(facts('PROPRIETARIO', 'ATIVO', OWNER_ID)).refused).toEqual({
      status: 409,
      error: 'owner_protected',
    });
  });
});
