import { describe, expect, it } from 'vitest';
import {
  maySeeMemberPreferences,
  maySetMemberPreferences,
  memberPreferencesRefusal,
  presentMemberPreferences,
  updateMemberPreferencesRequestSchema,
} from './member-preferences';

const facts = { memberId: 7, ministryId: 1 };

describe('memberPreferencesRefusal', () => {
  it('takes nobody, or another active member of the same ministry', () => {
    expect(memberPreferencesRefusal({ ...facts, partnerId: null, partner: undefined })).toBe(
      undefined,
    );
    expect(
      memberPreferencesRefusal({
        ...facts,
        partnerId: 8,
        partner: { ministry_id: 1, status: 'ATIVO' },
      }),
    ).toBe(undefined);
  });

  it('refuses the member themself, whatever the row says', () => {
    expect(
      memberPreferencesRefusal({
        ...facts,
        partnerId: 7,
        partner: { ministry_id: 1, status: 'ATIVO' },
      }),
    ).toBe('partner_is_self');
  });

  it('refuses no row, another ministry’s member, a pending or a deactivated one', () => {
    for (const partner of [
      undefined,
      { ministry_id: 2, status: 'ATIVO' },
      { ministry_id: 1, status: 'PENDENTE' },
      { ministry_id: 1, status: 'INATIVO' },
    ] as const)
      expect(memberPreferencesRefusal({ ...facts, partnerId: 8, partner })).toBe(
        'partner_not_member',
      );
  });
});

describe('who sets and who sees them', () => {
  it('only the member sets their own, and only while active', () => {
    expect(maySetMemberPreferences({ user_id: 3, status: 'ATIVO' }, 3)).toBe(true);
    expect(maySetMemberPreferences({ user_id: 3, status: 'ATIVO' }, 1)).toBe(false);
    expect(maySetMemberPreferences({ user_id: 3, status: 'PENDENTE' }, 3)).toBe(false);
  });

  it('the member and admin rights see them; another member does not', () => {
    const member = { user_id: 3 };
    expect(maySeeMemberPreferences(member, { userId: 3, standing: 'MEMBRO' })).toBe(true);
    expect(maySeeMemberPreferences(member, { userId: 1, standing: 'PROPRIETARIO' })).toBe(true);
    expect(maySeeMemberPreferences(member, { userId: 2, standing: 'ADMIN' })).toBe(true);
    expect(maySeeMemberPreferences(member, { userId: 5, standing: 'MEMBRO' })).toBe(false);
    expect(maySeeMemberPreferences(member, { userId: 5, standing: null })).toBe(false);
  });
});

describe('updateMemberPreferencesRequestSchema', () => {
  const parse = (body: unknown) => updateMemberPreferencesRequestSchema.safeParse(body);
  const messages = (body: unknown) => parse(body).error?.issues.map((issue) => issue.message);

  it('takes a limit from 1 to 31 or none, a partner or none, and the version read', () => {
    expect(parse({ limite_mensal: 1, junto_com: null }).data).toEqual({
      limite_mensal: 1,
      junto_com: null,
    });
    expect(parse({ limite_mensal: 31, junto_com: 4, versao: 2 }).data).toEqual({
      limite_mensal: 31,
      junto_com: 4,
      versao: 2,
    });
    expect(parse({ limite_mensal: null, junto_com: null }).success).toBe(true);
  });

  it('names the limit’s range when it is out of it or not a whole number', () => {
    for (const limite_mensal of [0, 32, 2.5, 'dois'])
      expect(messages({ limite_mensal, junto_com: null })).toEqual(['monthly_limit_range']);
  });

  it('wants both fields, and nothing else', () => {
    expect(parse({ limite_mensal: 2 }).success).toBe(false);
    expect(parse({ junto_com: null }).success).toBe(false);
    expect(parse({ limite_mensal: 2, junto_com: null, admin: true }).success).toBe(false);
  });
});

it('presentMemberPreferences answers the row’s own version as versao', () => {
  expect(
    presentMemberPreferences({ limite_mensal: 2, junto_com: 5, preferencias_versao: 3 }),
  ).toEqual({ limite_mensal: 2, junto_com: 5, versao: 3 });
});
