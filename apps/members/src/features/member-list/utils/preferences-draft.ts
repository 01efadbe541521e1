import {
  type MemberPreferences,
  type MinistryMember,
  type UpdateMemberPreferencesRequest,
  updateMemberPreferencesRequestSchema,
} from '@levita/contracts';

/** The preferences dialog's fields as typed: '' is no limit, and nobody. */
export interface PreferencesDraft {
  limit: string;
  partner: string;
}

/**
 * Who may be chosen to serve together with `self`: the other active members, in the list's
 * (name) order. The API refuses anyone else, so no one else is offered.
 */
export const partnerCandidates = (
  members: readonly MinistryMember[],
  self: MinistryMember,
): MinistryMember[] =>
  members.filter((member) => member.status === 'ATIVO' && member.id !== self.id);

/**
 * The dialog's fields from the saved preferences. A partner no longer among the candidates
 * (deactivated since) shows as nobody: that is what a save may keep.
 */
export function draftOf(
  preferences: MemberPreferences | undefined,
  candidates: readonly MinistryMember[],
): PreferencesDraft {
  const partner = preferences?.junto_com ?? null;
  return {
    limit: preferences?.limite_mensal == null ? '' : String(preferences.limite_mensal),
    partner:
      partner !== null && candidates.some((member) => member.id === partner) ? String(partner) : '',
  };
}

// The API's own rule for the limit (1 to 31, a whole number): one rule, read here too.
const limitField = updateMemberPreferencesRequestSchema.shape.limite_mensal;

/** The limit typed as the API takes it (null: none), or undefined when it is not one. */
export function limitOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parsed = limitField.safeParse(trimmed);
  return parsed.success ? parsed.data : undefined;
}

/** The save's body, or undefined while the limit is not one the API takes. */
export function preferencesRequest(
  draft: PreferencesDraft,
  versao: number | undefined,
): UpdateMemberPreferencesRequest | undefined {
  const limite_mensal = limitOf(draft.limit);
  if (limite_mensal === undefined) return undefined;
  return { limite_mensal, junto_com: draft.partner ? Number(draft.partner) : null, versao };
}
