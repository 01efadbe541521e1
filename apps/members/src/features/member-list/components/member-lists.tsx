import { isOwner, mayManage, type MinistryMember, type MinistryStanding } from '@levita/contracts';
import { SearchBox } from '@levita/ui';
import { type RefObject, useMemo, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { mayOpenMemberPages, memberActionsFor, type MemberAction } from '../utils/member-actions';
import { filterByName, groupMembers, MEMBER_SEARCH_THRESHOLD } from '../utils/member-groups';
import { MemberCard } from './member-card';
import { MemberSection, type MemberListName } from './member-section';

const Lists = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(8)};
  min-width: 0;
`;

const Found = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface MemberListsProps {
  members: readonly MinistryMember[];
  viewer: MinistryStanding | undefined;
  userId: number | undefined;
  headings: Record<MemberListName, RefObject<HTMLHeadingElement | null>>;
  onAction: (action: MemberAction, member: MinistryMember) => void;
  /** Opens the viewer's own auto-fill preferences, from their own card. */
  onEditPreferences: (self: MinistryMember) => void;
}

/**
 * The lists the API gave this viewer: pending requests for admin rights, the active members,
 * the inactive ones for the owner (the API leaves out what a standing may not see, and so
 * does the page). A name search shows once there are more than 10 people.
 */
export function MemberLists({
  members,
  viewer,
  userId,
  headings,
  onAction,
  onEditPreferences,
}: MemberListsProps) {
  const { t } = useTranslation('member-list');
  const [term, setTerm] = useState('');
  const names = useMemo(
    () => new Map(members.map((member) => [member.id, member.usuario.nome])),
    [members],
  );
  const groups = useMemo(() => groupMembers(members), [members]);
  const matching = useMemo(() => groupMembers(filterByName(members, term)), [members, term]);
  const found = matching.pending.length + matching.active.length + matching.inactive.length;
  // Kept while a search is on, so a list that shrinks below the limit never hides a filter.
  const showSearch = members.length > MEMBER_SEARCH_THRESHOLD || term !== '';

  const shown: MemberListName[] = [
    ...(mayManage(viewer) ? ['pending' as const] : []),
    'active',
    ...(isOwner(viewer) ? ['inactive' as const] : []),
  ];

  return (
    <Lists>
      {showSearch ? (
        <div>
          <SearchBox
            term={term}
            onSearch={setTerm}
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            clearLabel={t('search.clear')}
          />
          <Found role="status">{term ? t('search.found', { count: found, term }) : null}</Found>
        </div>
      ) : null}
      {shown.map((list) => (
        <MemberSection
          key={list}
          list={list}
          members={matching[list]}
          total={groups[list].length}
          searchTerm={term}
          headingRef={headings[list]}
          renderMember={(member) => {
            const isSelf = member.usuario_id === userId;
            const partner = member.preferencias?.junto_com;
            return (
              <MemberCard
                member={member}
                isSelf={isSelf}
                actions={memberActionsFor(viewer, member)}
                showLinks={mayOpenMemberPages(viewer, member)}
                onAction={onAction}
                partnerName={partner == null ? undefined : names.get(partner)}
                onEditPreferences={
                  isSelf && member.status === 'ATIVO' ? () => onEditPreferences(member) : undefined
                }
              />
            );
          }}
        />
      ))}
    </Lists>
  );
}
