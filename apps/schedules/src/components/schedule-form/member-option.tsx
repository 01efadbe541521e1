import type {
  MemberDoubleBooking,
  MinistryMember,
  UnavailableMemberEntry,
} from '@levita/contracts';
import { Badge, Button, TextField, VisuallyHidden } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { functionsOf } from '../../utils/member-roster';
import type { DraftMember } from '../../utils/schedule-draft';
import { DoubleBookingWarning } from './double-booking-warning';
import { FunctionChip } from './function-chip';
import { UnavailabilityPeriods } from './unavailability-periods';

const Card = styled.li<{ $muted: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $muted }) => ($muted ? theme.colors.surfaceMuted : theme.colors.surface)};
  p {
    margin: 0;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Name = styled.strong<{ $struck: boolean }>`
  overflow-wrap: anywhere;
  text-decoration: ${({ $struck }) => ($struck ? 'line-through' : 'none')};
  color: ${({ theme, $struck }) => ($struck ? theme.colors.textMuted : theme.colors.text)};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

interface MemberOptionProps {
  member: MinistryMember;
  /** Their entry in the schedule, if chosen. */
  chosen: DraftMember | undefined;
  /** The unavailability periods covering the schedule's date. */
  periods: readonly UnavailableMemberEntry[] | undefined;
  /** Other schedules near this one: a warning, they may still be chosen. */
  doubleBooking: MemberDoubleBooking | undefined;
  observation: string;
  onObservation: (text: string) => void;
  onToggle: (funcaoId: number) => void;
  /** Admin rights: a member without functions gets a way to assign them. */
  onAssignFunctions?: () => void;
}

/**
 * One active member in the picker (part 2 §2, §5): their functions as toggle chips and the
 * observation that goes with the next function added. Someone without a function in the
 * ministry, or unavailable on the date, is shown with the reason and cannot be chosen.
 */
export function MemberOption({
  member,
  chosen,
  periods,
  doubleBooking,
  observation,
  onObservation,
  onToggle,
  onAssignFunctions,
}: MemberOptionProps) {
  const { t } = useTranslation('schedule-form');
  const name = member.usuario.nome;
  const nameId = `member-option-${member.id}`;
  const functions = functionsOf(member);
  const unavailable = (periods?.length ?? 0) > 0;
  const withoutFunctions = functions.length === 0;

  return (
    <Card $muted={unavailable || withoutFunctions} data-member-id={member.id}>
      <Header>
        <Name id={nameId} $struck={unavailable}>
          {name}
        </Name>
        {unavailable ? <Badge tone="danger">{t('members.unavailable')}</Badge> : null}
        {withoutFunctions ? <Badge tone="warning">{t('members.noFunctions')}</Badge> : null}
        {chosen && chosen.funcoes.length > 0 ? (
          <Badge tone="primary">{t('members.chosen')}</Badge>
        ) : null}
      </Header>
      {unavailable && periods ? <UnavailabilityPeriods periods={periods} /> : null}
      {doubleBooking && !unavailable ? <DoubleBookingWarning booking={doubleBooking} /> : null}
      {withoutFunctions ? (
        <>
          <Note>{t('members.noFunctionsNote')}</Note>
          {onAssignFunctions ? (
            <div>
              <Button variant="secondary" size="small" onClick={onAssignFunctions}>
                {t('members.assignFunctions')}{' '}
                <VisuallyHidden>{t('members.toMember', { name })}</VisuallyHidden>
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <>
          <Chips role="group" aria-labelledby={nameId}>
            {functions.map((fn) => (
              <FunctionChip
                key={fn.funcao_id}
                fn={fn}
                pressed={chosen?.funcoes.some((entry) => entry.funcao_id === fn.funcao_id) ?? false}
                disabled={unavailable}
                onToggle={() => onToggle(fn.funcao_id)}
              />
            ))}
          </Chips>
          {unavailable ? null : (
            <TextField
              label={
                <>
                  {t('members.observation')}{' '}
                  <VisuallyHidden>{t('members.toMember', { name })}</VisuallyHidden>
                </>
              }
              placeholder={t('members.observationPlaceholder')}
              maxLength={500}
              autoComplete="off"
              value={observation}
              onChange={(event) => onObservation(event.target.value)}
            />
          )}
        </>
      )}
    </Card>
  );
}
