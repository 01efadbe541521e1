import { searchText, type MinistryMember } from '@levita/contracts';

/** Part 1 §2: the name search shows once the page lists more than this many people. */
export const MEMBER_SEARCH_THRESHOLD = 10;

export interface MemberGroups {
  pending: MinistryMember[];
  active: MinistryMember[];
  inactive: MinistryMember[];
}

/** The three lists of the page, each in the API's order (by name). */
export function groupMembers(members: readonly MinistryMember[]): MemberGroups {
  return {
    pending: members.filter((member) => member.status === 'PENDENTE'),
    active: members.filter((member) => member.status === 'ATIVO'),
    inactive: members.filter((member) => member.status === 'INATIVO'),
  };
}

/** Members whose name holds the term, accents and case ignored ("julia" finds "Júlia"). */
export function filterByName(members: readonly MinistryMember[], term: string): MinistryMember[] {
  const needle = searchText(term);
  if (!needle) return [...members];
  return members.filter((member) => searchText(member.usuario.nome).includes(needle));
}
