import type { ScheduleDetail } from '@levita/contracts';
import { useCanManageMinistry, useRemoteProps } from '@levita/federation';
import { Button, buttonStyles, type ButtonVariant } from '@levita/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { enterFullScreen } from '../../../utils/full-screen';
import type { PresenceConfirmation } from '../hooks/use-presence-confirmation';
import { DeclineDialog } from './decline-dialog';
import { LazyAutoFillDialog } from '../../../components/auto-fill/lazy-auto-fill-dialog';

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

// Its dialog comes with the first click: most who open a schedule never keep it as a template.
const SaveTemplateDialog = lazy(() =>
  import('./save-template-dialog').then((module) => ({ default: module.SaveTemplateDialog })),
);

const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** Where the button was, the same size, so the row does not jump. */
const AnswerLabel = styled.span<{ $declined?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid
    ${({ theme, $declined }) => ($declined ? theme.colors.danger : theme.colors.success)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $declined }) =>
    $declined ? theme.colors.dangerSurface : theme.colors.successSurface};
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
  /** "Compartilhar" (useScheduleShare). */
  onShare: () => void;
}

/**
 * Confirm presence (for a scheduled member who has not confirmed), "I can't make it" with a
 * reason (both change until the schedule's day is over), edit (by the API's `pode_editar`, the
 * rule the server enforces), share and export, the printable setlist the spec's "PDF export in
 * development" modal promised.
 */
export function ScheduleActions({ schedule, presence, onShare }: ScheduleActionsProps) {
  const { t } = useTranslation('schedule-detail');
  const { user } = useRemoteProps();
  const canManage = useCanManageMinistry();
  const [declining, setDeclining] = useState(false);
  const [keeping, setKeeping] = useState(false);
  const [filling, setFilling] = useState(false);
  const mine = schedule.membros.find((member) => member.membro.email === user?.email);
  return (
    <Actions role="group" aria-label={t('actions.label')}>
      {presence.confirmed ? (
        <PresenceAnswerLabel focus={presence.justConfirmed} text={t('presence.confirmed')} />
      ) : null}
      {presence.declined ? (
        <PresenceAnswerLabel declined focus={presence.justDeclined} text={t('presence.declined')} />
      ) : null}
      {presence.canConfirm ? (
        <Button loading={presence.pending} onClick={presence.confirm}>
          {t('presence.confirm')}
        </Button>
      ) : null}
      {presence.canDecline ? (
        <Button variant="secondary" onClick={() => setDeclining(true)}>
          {t('presence.decline')}
        </Button>
      ) : null}
      {declining ? (
        <DeclineDialog
          previousReason={presence.reason ?? mine?.motivo_recusa ?? null}
          pending={presence.declining}
          error={presence.declineError}
          onDecline={(reason) => presence.decline(reason, () => setDeclining(false))}
          onClose={() => setDeclining(false)}
        />
      ) : null}
      {schedule.pode_editar ? (
        <ButtonLink $variant="secondary" to={paths.editSchedule.getHref(schedule.id)}>
          {t('actions.edit')}
        </ButtonLink>
      ) : null}
      <Button variant="secondary" onClick={onShare}>
        {t('actions.share')}
      </Button>
      <ButtonLink $variant="secondary" to={paths.setlist.getHref(schedule.id)}>
        {t('actions.export')}
      </ButtonLink>
      {schedule.musicas.length > 0 ? (
        <ButtonLink
          $variant="secondary"
          to={paths.stage.getHref(schedule.id)}
          onClick={enterFullScreen}
        >
          {t('actions.stage')}
        </ButtonLink>
      ) : null}
      {canManage && schedule.status === 'rascunho' && schedule.vagas.length > 0 ? (
        <Button variant="secondary" onClick={() => setFilling(true)}>
          {t('actions.autoFill')}
        </Button>
      ) : null}
      {filling ? (
        <Suspense fallback={null}>
          <LazyAutoFillDialog
            request={{ escala_id: schedule.id }}
            onClose={() => setFilling(false)}
          />
        </Suspense>
      ) : null}
      {canManage ? (
        <Button variant="secondary" onClick={() => setKeeping(true)}>
          {t('actions.saveTemplate')}
        </Button>
      ) : null}
      {keeping ? (
        <Suspense fallback={null}>
          <SaveTemplateDialog schedule={schedule} onClose={() => setKeeping(false)} />
        </Suspense>
      ) : null}
    </Actions>
  );
}

/**
 * Replaces the button once answered. When that happens under the user's hand the focus moves
 * here, instead of being lost with the button that went away.
 */
function PresenceAnswerLabel({
  focus,
  text,
  declined = false,
}: {
  focus: boolean;
  text: string;
  declined?: boolean;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <AnswerLabel ref={ref} tabIndex={-1} $declined={declined}>
      <span aria-hidden="true">{declined ? '✕' : '✓'}</span>
      {text}
    </AnswerLabel>
  );
}
