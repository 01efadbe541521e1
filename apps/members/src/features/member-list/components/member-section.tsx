import type { MinistryMember } from '@levita/contracts';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';

export type MemberListName = 'pending' | 'active' | 'inactive';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.title};
  }
  h2:focus {
    outline: none;
  }
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(min(340px, 100%), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    min-width: 0;
  }
  > li > * {
    flex: 1;
  }
`;

export interface MemberSectionProps {
  list: MemberListName;
  /** The members the search leaves (all of them without a search). */
  members: readonly MinistryMember[];
  /** Everyone in the list, to tell "empty" from "nobody matches". */
  total: number;
  searchTerm: string;
  /** The heading takes the focus after an action that started here. */
  headingRef?: Ref<HTMLHeadingElement>;
  renderMember: (member: MinistryMember) => ReactNode;
}

/** One of the page's three lists: title, how many, the people or why there are none. */
export function MemberSection({
  list,
  members,
  total,
  searchTerm,
  headingRef,
  renderMember,
}: MemberSectionProps) {
  const { t } = useTranslation('member-list');
  const headingId = `member-list-${list}`;
  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {t(`sections.${list}.title`)}
        </h2>
        {/* None is said by the empty state (and pt-BR would read "0 solicitação"). */}
        {total > 0 ? <Muted>{t(`sections.${list}.count`, { count: total })}</Muted> : null}
      </Header>
      {list === 'inactive' ? <Muted>{t('sections.inactive.hint')}</Muted> : null}
      {total === 0 ? <Empty>{t(`sections.${list}.empty`)}</Empty> : null}
      {total > 0 && members.length === 0 ? (
        <Empty>{t('sections.noMatch', { term: searchTerm })}</Empty>
      ) : null}
      {members.length > 0 ? (
        <Cards>
          {members.map((member) => (
            <li key={member.id}>{renderMember(member)}</li>
          ))}
        </Cards>
      ) : null}
    </Section>
  );
}
