/*
 * A member's auto-fill preferences (docs/schedules.md "Auto-fill"): "no more than N times a
 * month" and "serve together with". PUT /membros/{id}/preferencias sets them; the members list
 * shows them to the member and to admin rights. Who may set and see them, and which partner
 * is refused, are decided here once, for the API and the mock API.
 */
import { z } from 'zod/mini';
import { wholeNumber } from '../integers';
import { expectedVersionField, recordVersionSchema } from '../record-version';
import { isOwnActiveRow } from '../unavailability/own-row';
import type { MemberPreferencesRecord } from './records';
import { mayManage, type MemberStatus, type MinistryStanding } from './standing';

/** "No more than N times a month": from once to every day of the longest month. */
export const MONTHLY_LIMIT = { min: 1, max: 31 } as const;

/** The preferences as the members list and the save answer them. */
export const memberPreferencesSchema = /* @__PURE__ */ z
  .object({
    /** null: no limit. */
    limite_mensal: z.nullable(
      /* @__PURE__ */ z.int().check(z.gte(MONTHLY_LIMIT.min), z.lte(MONTHLY_LIMIT.max)),
    ),
    /** The member (of the same ministry) they serve together with; null: nobody. */
    junto_com: z.nullable(/* @__PURE__ */ z.int()),
    versao: recordVersionSchema,
  })
  .register(z.globalRegistry, { id: 'PreferenciasMembro' });
export type MemberPreferences = z.infer<typeof memberPreferencesSchema>;

const monthlyLimitField = z.nullable(
  /* @__PURE__ */ wholeNumber({ error: 'monthly_limit_range' }).check(
    /* @__PURE__ */ z.int('monthly_limit_range'),
    z.gte(MONTHLY_LIMIT.min, 'monthly_limit_range'),
    z.lte(MONTHLY_LIMIT.max, 'monthly_limit_range'),
  ),
);

const partnerField = z.nullable(
  /* @__PURE__ */ wholeNumber({ error: 'invalid_value' }).check(
    /* @__PURE__ */ z.int('invalid_value'),
    z.positive('invalid_value'),
  ),
);

/**
 * PUT /membros/{id}/preferencias: both preferences at once (null clears one), and the version
 * they were read at.
 */
export const updateMemberPreferencesRequestSchema = z.strictObject({
  limite_mensal: monthlyLimitField,
  junto_com: partnerField,
  versao: expectedVersionField,
});
export type UpdateMemberPreferencesRequest = z.input<typeof updateMemberPreferencesRequestSchema>;

/**
 * Only the member sets their own preferences, admins included: they are the member's word on
 * how often they can serve, as their unavailability is.
 */
export const maySetMemberPreferences = isOwnActiveRow;

/** The member sees their own; admin rights see everyone's, to understand a filled team. */
export const maySeeMemberPreferences = (
  member: { user_id: number },
  viewer: { userId: number; standing: MinistryStanding | null },
): boolean => member.user_id === viewer.userId || mayManage(viewer.standing);

/** Why a partner is refused (400, with the code as error and message). */
export type MemberPreferencesRefusal = 'partner_is_self' | 'partner_not_member';

/**
 * Whether `partnerId` may be the member's "serve together with": another member of the same
 * ministry, active (a pending request, a deactivated member or a deleted account is on no
 * team). `partner` is that member row as it is now, undefined when there is none (a deleted
 * account's row counts as none).
 */
export function memberPreferencesRefusal(facts: {
  memberId: number;
  ministryId: number;
  partnerId: number | null;
  partner: { ministry_id: number; status: MemberStatus } | undefined;
}): MemberPreferencesRefusal | undefined {
  const { memberId, ministryId, partnerId, partner } = facts;
  if (partnerId === null) return undefined;
  if (partnerId === memberId) return 'partner_is_self';
  if (partner?.ministry_id !== ministryId || partner.status !== 'ATIVO')
    return 'partner_not_member';
  return undefined;
}

/** The preferences from the member row they are kept on. */
export function presentMemberPreferences(row: MemberPreferencesRecord): MemberPreferences {
  return {
    limite_mensal: row.limite_mensal,
    junto_com: row.junto_com,
    versao: row.preferencias_versao,
  };
}
