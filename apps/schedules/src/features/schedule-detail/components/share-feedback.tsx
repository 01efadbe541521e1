import { useTranslation } from '@levita/i18n';
import { buttonStyles, Notice, VisuallyHidden, type ButtonVariant } from '@levita/ui';
import styled from 'styled-components';
import type { ScheduleShare } from '../hooks/use-schedule-share';

/**
 * Always in the page, so the confirmation put in it is announced; a live region rather than
 * role="status", which the presence answers already use. Empty, it takes no room.
 */
const LiveRegion = styled.div`
  &:empty {
    position: absolute;
  }
`;

const WhatsAppLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  align-self: flex-start;
  ${({ theme }) => theme.media.phone} {
    align-self: stretch;
  }
`;

/** After "Compartilhar" off a phone: copied (or not), and the wa.me link in a new tab. */
export function ShareFeedback({ sharing }: { sharing: ScheduleShare }) {
  const { t } = useTranslation('schedule-detail');
  return (
    <>
      <LiveRegion aria-live="polite">
        {sharing.copied ? <Notice $tone="success">{t('share.copied')}</Notice> : null}
      </LiveRegion>
      {sharing.copyFailed ? (
        <Notice $tone="danger" role="alert">
          {t('share.copyFailed')}
        </Notice>
      ) : null}
      {sharing.whatsAppUrl ? (
        <WhatsAppLink
          $variant="secondary"
          href={sharing.whatsAppUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('share.whatsApp')} <VisuallyHidden>{t('share.newTab')}</VisuallyHidden>
        </WhatsAppLink>
      ) : null}
    </>
  );
}
