import type { MinistryMember, MinistryStanding } from '@levita/contracts';

/**
 * The standing a member's badge shows (part 1 §3): owner, admin, member or pending. An
 * inactive member has no standing (the page marks them "Inativo" instead).
 */
export function memberStanding(
  member: Pick<MinistryMember, 'status' | 'admin' | 'proprietario'>,
): MinistryStanding | null {
  if (member.proprietario) return 'PROPRIETARIO';
  if (member.status === 'PENDENTE') return 'PENDENTE';
  if (member.status === 'INATIVO') return null;
  return member.admin ? 'ADMIN' : 'MEMBRO';
}
