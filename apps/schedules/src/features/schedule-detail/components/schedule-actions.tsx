import type { ScheduleDetail } from '@levita/contracts';
import { Button, buttonStyles, type ButtonVariant } from '@levita/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import type { PresenceConfirmation } from '../hooks/use-presence-confirmation';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.phone} {
    > * {
      flex: 1 1 100%;
    }
  }
`;

const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** Where the button was, the same size, so the row does not jump. */
const ConfirmedLabel = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing};
  }
`;

interface ScheduleActionsProps {
  schedule: ScheduleDetail;
  presence: PresenceConfirmation;
}

/**
 * Confirm presence (only for a scheduled member who has not confirmed), edit (by the API's
 * `pode_editar`, the rule the server enforces) and export, the printable setlist the spec's
 * "PDF export in development" modal promised.
 */
export function ScheduleActions({ schedule, presence }: ScheduleActionsProps) {
  const { t } = useTranslation('schedule-detail');
  return (
    <Actions role="group" aria-label={t('actions.label')}>
      {presence.canConfirm ? (
        <Button loading={presence.pending} onClick={presence.confirm}>
          {t('presence.confirm')}
        </Button>
      ) : null}
      {presence.confirmed ? <PresenceConfirmedLabel focus={presence.justConfirmed} /> : null}
      {schedule.pode_editar ? (
        <ButtonLink $variant="secondary" to={paths.editSchedule.getHref(schedule.id)}>
          {t('actions.edit')}
        </ButtonLink>
      ) : null}
      <ButtonLink $variant="secondary" to={paths.setlist.getHref(schedule.id)}>
        {t('actions.export')}
      </ButtonLink>
    </Actions>
  );
}

/**
 * Replaces the button once confirmed. When that happens under the user's hand the focus moves
 * here, instead of being lost with the button that went away.
 */
function PresenceConfirmedLabel({ focus }: { focus: boolean }) {
  const { t } = useTranslation('schedule-detail');
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <ConfirmedLabel ref={ref} tabIndex={-1}>
      <span aria-hidden="true">✓</span>
      {t('presence.confirmed')}
    </ConfirmedLabel>
  );
}
