import type { MemberDoubleBooking, UnavailableMemberEntry } from '@levita/contracts';
import { Badge, Button, FunctionIcon, useFunctionDisplayName } from '@levita/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import type { FunctionLookup } from '../../utils/member-roster';
import type { DraftMember } from '../../utils/schedule-draft';
import { DoubleBookingWarning } from './double-booking-warning';
import { UnavailabilityPeriods } from './unavailability-periods';
import { Count, ListMessage, Part, PartHeader, PlainList } from './section-parts';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Who = styled.div`
  display: flex;
  flex: 1 1 200px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
`;

const Functions = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.small};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  em {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface ChosenMembersProps {
  members: readonly DraftMember[];
  functionOf: FunctionLookup;
  /** Unavailability on the date by member: someone chosen before the date changed shows it. */
  periods: ReadonlyMap<number, readonly UnavailableMemberEntry[]>;
  /** Other schedules near this one by member: a warning, not a block. */
  doubleBookings: ReadonlyMap<number, MemberDoubleBooking>;
  onRemove: (member: DraftMember) => void;
}

/** Who is on the schedule, each with the functions they play (and observations), removable. */
export function ChosenMembers({
  members,
  functionOf,
  periods,
  doubleBookings,
  onRemove,
}: ChosenMembersProps) {
  const { t } = useTranslation('schedule-form');
  const functionName = useFunctionDisplayName();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A removed row takes the focused button with it: the focus goes back to the heading.
  const removed = useRef(false);
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    headingRef.current?.focus();
  }, [members]);

  return (
    <Part aria-labelledby="chosen-members-title">
      <PartHeader>
        <h3 id="chosen-members-title" ref={headingRef} tabIndex={-1}>
          {t('members.chosenTitle')}
        </h3>
        {members.length > 0 ? (
          <Count>{t('members.chosenCount', { count: members.length })}</Count>
        ) : null}
      </PartHeader>
      {members.length === 0 ? (
        <ListMessage>{t('members.noneChosen')}</ListMessage>
      ) : (
        <PlainList aria-labelledby="chosen-members-title">
          {members.map((member) => {
            const unavailable = periods.get(member.membro_id);
            const elsewhere = doubleBookings.get(member.membro_id);
            return (
              <Row key={member.membro_id} data-chosen-member-id={member.membro_id}>
                <Who>
                  <strong>{member.nome}</strong>
                  {unavailable ? (
                    <>
                      <span>
                        <Badge tone="danger">{t('members.unavailable')}</Badge>
                      </span>
                      <UnavailabilityPeriods periods={unavailable} />
                    </>
                  ) : null}
                  {elsewhere ? <DoubleBookingWarning booking={elsewhere} /> : null}
                  <Functions>
                    {member.funcoes.length === 0 ? <li>{t('members.withoutFunction')}</li> : null}
                    {member.funcoes.map((entry) => {
                      const fn = functionOf(member.membro_id, entry.funcao_id);
                      return (
                        <li key={entry.funcao_id}>
                          <FunctionIcon name={fn?.icone ?? ''} size={16} />
                          <span>
                            {fn ? functionName(fn.nome) : t('members.unknownFunction')}
                            {entry.observacao ? (
                              <>
                                {' · '}
                                <em>{entry.observacao}</em>
                              </>
                            ) : null}
                          </span>
                        </li>
                      );
                    })}
                  </Functions>
                </Who>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t('members.remove', { name: member.nome })}
                  onClick={() => {
                    removed.current = true;
                    onRemove(member);
                  }}
                >
                  {t('members.removeShort')}
                </Button>
              </Row>
            );
          })}
        </PlainList>
      )}
    </Part>
  );
}
