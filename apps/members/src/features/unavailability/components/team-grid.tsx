import { useUnavailableMembers } from '@levita/api-client';
import type { MinistryMember, UnavailableMember } from '@levita/contracts';
import { Button, Notice } from '@levita/ui';
import { useId } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { TeamMemberCard } from './team-member-card';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.title};
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Failure = styled(Notice)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface TeamGridProps {
  ministryId: number;
  members: readonly MinistryMember[];
  viewerMemberId: number;
}

/**
 * Admin rights (part 2 §2): every active member, flagged when unavailable today, with the way
 * to their list. One call tells who is away today (docs/schedules.md), not one per member.
 * Without it the grid still shows, unflagged, under the failure and a retry.
 */
export function TeamGrid({ ministryId, members, viewerMemberId }: TeamGridProps) {
  const { t } = useTranslation('unavailability');
  const today = useUnavailableMembers(ministryId);
  const titleId = useId();

  const awayByMember = new Map<number, UnavailableMember[]>();
  for (const entry of today.data?.membros_indisponiveis ?? [])
    awayByMember.set(entry.membro_id, [...(awayByMember.get(entry.membro_id) ?? []), entry]);

  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('team.title')}</h2>
      <p>{t('team.hint')}</p>
      {today.isError && !today.data ? (
        <Failure $tone="danger" role="alert">
          <p>{t('errors.periods')}</p>
          <Button size="small" variant="secondary" onClick={() => void today.refetch()}>
            {t('errors.retry')}
          </Button>
        </Failure>
      ) : null}
      <Cards aria-label={t('team.label')}>
        {members.map((member) => (
          <li key={member.id}>
            <TeamMemberCard
              member={member}
              awayToday={today.data ? (awayByMember.get(member.id) ?? []) : undefined}
              isViewer={member.id === viewerMemberId}
            />
          </li>
        ))}
      </Cards>
    </Section>
  );
}
