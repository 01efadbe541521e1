import { z } from 'zod/mini';

/** The caller's standing in a ministry (part 1 §3). */
export const ministryStandings = ['PROPRIETARIO', 'ADMIN', 'MEMBRO', 'PENDENTE'] as const;
export const ministryStandingSchema = z.enum(ministryStandings);
export type MinistryStanding = z.infer<typeof ministryStandingSchema>;

/** A member's status (part 1 §3). */
export const memberStatuses = ['PENDENTE', 'ATIVO', 'INATIVO'] as const;
export const memberStatusSchema = z.enum(memberStatuses);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const standingResponseSchema = z.object({ situacao: ministryStandingSchema });
export type StandingResponse = z.infer<typeof standingResponseSchema>;

/*
 * Who may do what in a ministry (part 1 §6, docs/ministries.md). The API's gate, the mock
 * API's gate, the shell's menu and every remote's buttons read these, so the rule is written
 * once: the server enforces it, the web only decides what to offer.
 */

/** Deleting the ministry, deactivating and removing members, granting admin. */
export const OWNER: readonly MinistryStanding[] = ['PROPRIETARIO'];
/** "Admin rights": the owner and administrators manage songs, schedules, functions, settings. */
export const MANAGERS: readonly MinistryStanding[] = ['PROPRIETARIO', 'ADMIN'];
/** Everyone on the team: reads the ministry's pages. */
export const ACTIVE_MEMBERS: readonly MinistryStanding[] = ['PROPRIETARIO', 'ADMIN', 'MEMBRO'];
/** Anyone the ministry knows, a pending request included (its standing, leaving it). */
export const ANY_STANDING: readonly MinistryStanding[] = ministryStandings;

/** Admin rights: PROPRIETARIO or ADMIN. Null or undefined (no standing) has none. */
export const mayManage = (standing: MinistryStanding | null | undefined): boolean =>
  standing != null && MANAGERS.includes(standing);

/** An active member of the team (not a pending request, not an outsider). */
export const mayOpen = (standing: MinistryStanding | null | undefined): boolean =>
  standing != null && ACTIVE_MEMBERS.includes(standing);

export const isOwner = (standing: MinistryStanding | null | undefined): boolean =>
  standing === 'PROPRIETARIO';

/** A membership row as the database and the mock API keep it (admin is a 0/1 flag there). */
export interface MembershipFacts {
  status: MemberStatus;
  admin: number | boolean;
}

/**
 * The standing of part 1 §3 from the stored facts: the owner by the ministry, ATIVO members
 * as ADMIN or MEMBRO, a pending request as PENDENTE; null for outsiders and deactivated
 * (INATIVO) members, who are answered as if the ministry did not exist.
 */
export function standingOf(
  ministry: { proprietario_id: number },
  userId: number,
  membership: MembershipFacts | undefined,
): MinistryStanding | null {
  if (ministry.proprietario_id === userId) return 'PROPRIETARIO';
  if (membership?.status === 'ATIVO') return membership.admin ? 'ADMIN' : 'MEMBRO';
  if (membership?.status === 'PENDENTE') return 'PENDENTE';
  return null;
}
