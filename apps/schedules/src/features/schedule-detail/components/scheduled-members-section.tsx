import type { ScheduleDetail } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { presenceProgress } from '../utils/presence-progress';
import { CollapsibleSection } from './collapsible-section';
import { MissingSlots } from './missing-slots';
import { PresenceProgressBar } from './presence-progress-bar';
import { ScheduledMemberItem } from './scheduled-member-item';
import { SubstituteDialog, type SubstitutePlace } from './substitute-dialog';

const MemberList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Empty = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Who serves, in what, and who has confirmed, with the confirmed share of the team and what
 * the slots still need (a declined place counts as open). Whoever
 * may edit the schedule finds substitutes for declined places there until the schedule's day
 * is over (`pode_substituir`).
 */
export function ScheduledMembersSection({ schedule }: { schedule: ScheduleDetail }) {
  const { t } = useTranslation('schedule-detail');
  const members = schedule.membros;
  const [place, setPlace] = useState<SubstitutePlace | null>(null);
  // After a swap the declined member's row, whose button opened the dialog, may be gone.
  const listRef = useRef<HTMLUListElement>(null);
  const swapping = schedule.pode_substituir;
  return (
    <CollapsibleSection title={t('sections.members', { count: members.length })}>
      <PresenceProgressBar progress={presenceProgress(members)} />
      <MissingSlots
        schedule={schedule}
        onFill={
          swapping
            ? (slot) => setPlace({ functionId: slot.funcao_id, functionName: slot.nome })
            : undefined
        }
      />
      {members.length === 0 ? (
        <Empty>{t('members.empty')}</Empty>
      ) : (
        <MemberList
          ref={listRef}
          tabIndex={-1}
          aria-label={t('sections.members', { count: members.length })}
        >
          {members.map((member) => (
            <ScheduledMemberItem
              key={member.membro_id}
              member={member}
              onFindSubstitute={swapping ? (found) => setPlace({ member, ...found }) : undefined}
            />
          ))}
        </MemberList>
      )}
      {place ? (
        <SubstituteDialog
          scheduleId={schedule.id}
          place={place}
          onSwapped={() => listRef.current?.focus()}
          onClose={() => setPlace(null)}
        />
      ) : null}
    </CollapsibleSection>
  );
}
