import type { MinistryMember, ScheduledMember } from '@levita/contracts';
import { ministryLinks } from '@levita/contracts/paths';
import { useCanManageMinistry, useRemoteProps } from '@levita/federation';
import { Button } from '@levita/ui';
import { type Dispatch, useMemo, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { useActiveMembers } from '../../hooks/use-active-members';
import { useDoubleBookings } from '../../hooks/use-double-bookings';
import { useUnavailableOn } from '../../hooks/use-unavailable-on';
import { functionLookup } from '../../utils/member-roster';
import type { DraftAction, DraftMember, DraftSlot } from '../../utils/schedule-draft';
import { periodsByMember } from '../../utils/unavailable-members';
import { ChosenMembers } from './chosen-members';
import { MemberOption } from './member-option';
import { ScheduleSlotsEditor } from './schedule-slots-editor';
import { Count, ListMessage, Part, PartHeader } from './section-parts';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Options = styled.ul.attrs({ role: 'list' })`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

export interface ScheduleMembersSectionProps {
  ministryId: number;
  /** The schedule's date ('yyyy-MM-dd'): who is unavailable on it cannot be chosen. */
  date: string;
  /** Its time ('HH:mm'): who is on another schedule within three hours is warned about. */
  time: string;
  /** The schedule being edited (left out of the double-booking check). */
  scheduleId?: number;
  members: readonly DraftMember[];
  /** What the schedule needs, by function. */
  slots: readonly DraftSlot[];
  dispatch: Dispatch<DraftAction>;
  /** The schedule being edited: names of functions its members no longer hold, their answers. */
  scheduled?: readonly ScheduledMember[];
}

/**
 * The members of a schedule (part 2 §2, §5): what it needs (its slots) and what is missing;
 * the ministry's active members with their
 * functions as toggle chips, and below, who is on the schedule with what they play. Members
 * on another schedule within three hours carry a warning.
 */
export function ScheduleMembersSection({
  ministryId,
  date,
  time,
  scheduleId,
  members,
  slots,
  dispatch,
  scheduled,
}: ScheduleMembersSectionProps) {
  const { t } = useTranslation('schedule-form');
  const { navigate } = useRemoteProps();
  const canManage = useCanManageMinistry();
  const roster = useActiveMembers(ministryId);
  const unavailable = useUnavailableOn(ministryId, date);
  const periods = useMemo(() => periodsByMember(unavailable), [unavailable]);
  const doubleBookings = useDoubleBookings(ministryId, date, time, scheduleId);
  const functionOf = useMemo(
    () => functionLookup(roster.data, scheduled),
    [roster.data, scheduled],
  );
  // Typed per member; it goes with the next function added for them, then clears.
  const [observations, setObservations] = useState<Readonly<Record<number, string>>>({});
  const setObservation = (memberId: number, text: string) =>
    setObservations((current) => ({ ...current, [memberId]: text }));

  const toggle = (member: MinistryMember, funcaoId: number) => {
    const chosen = members.find((entry) => entry.membro_id === member.id);
    const adding = !chosen?.funcoes.some((entry) => entry.funcao_id === funcaoId);
    dispatch({
      type: 'toggleFunction',
      member: { membro_id: member.id, nome: member.usuario.nome },
      funcaoId,
      observacao: adding ? observations[member.id] : undefined,
    });
    if (adding) setObservation(member.id, '');
  };

  const list = () => {
    if (roster.isError && !roster.data)
      return (
        <Failure role="alert">
          <p>{t('members.loadError')}</p>
          <Button variant="secondary" size="small" onClick={() => void roster.refetch()}>
            {t('common:retry')}
          </Button>
        </Failure>
      );
    if (!roster.data) return <ListMessage role="status">{t('members.loading')}</ListMessage>;
    if (roster.data.length === 0) return <ListMessage>{t('members.noActiveMembers')}</ListMessage>;
    return (
      <Options aria-labelledby="member-options-title">
        {roster.data.map((member) => (
          <MemberOption
            key={member.id}
            member={member}
            chosen={members.find((entry) => entry.membro_id === member.id)}
            periods={periods.get(member.id)}
            doubleBooking={doubleBookings.get(member.id)}
            observation={observations[member.id] ?? ''}
            onObservation={(text) => setObservation(member.id, text)}
            onToggle={(funcaoId) => toggle(member, funcaoId)}
            onAssignFunctions={
              canManage
                ? () => navigate(ministryLinks.memberFunctions(ministryId, member.id))
                : undefined
            }
          />
        ))}
      </Options>
    );
  };

  const unavailableCount = roster.data?.filter((member) => periods.has(member.id)).length ?? 0;

  const answers = useMemo(
    () => new Map((scheduled ?? []).map((member) => [member.membro_id, member.resposta])),
    [scheduled],
  );

  return (
    <Layout>
      <ScheduleSlotsEditor
        ministryId={ministryId}
        slots={slots}
        members={members}
        answers={answers}
        dispatch={dispatch}
      />
      <Part aria-labelledby="member-options-title">
        <PartHeader>
          <h3 id="member-options-title">{t('members.optionsTitle')}</h3>
          {roster.data && roster.data.length > 0 ? (
            <Count>
              {t('members.activeCount', { count: roster.data.length })}
              {unavailableCount > 0
                ? ` · ${t('members.unavailableCount', { count: unavailableCount })}`
                : null}
            </Count>
          ) : null}
        </PartHeader>
        <Intro>{t('members.intro')}</Intro>
        {list()}
      </Part>
      <ChosenMembers
        members={members}
        functionOf={functionOf}
        periods={periods}
        doubleBookings={doubleBookings}
        onRemove={(member) => dispatch({ type: 'removeMember', membroId: member.membro_id })}
      />
    </Layout>
  );
}
