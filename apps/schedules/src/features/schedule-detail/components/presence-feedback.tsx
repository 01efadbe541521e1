import { errorMessageOf } from '@levita/api-client';
import { Notice } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import type { PresenceConfirmation } from '../hooks/use-presence-confirmation';

/**
 * Always in the page, so a message put into it is announced (a live region created together
 * with its text may not be). Empty, it is taken out of the flow so it adds no gap.
 */
const StatusRegion = styled.div`
  &:empty {
    position: absolute;
  }
`;

/** Part 2 §4 and §8: an answer's success in green, a confirmation's failure inline in red. */
export function PresenceFeedback({ presence }: { presence: PresenceConfirmation }) {
  const { t, i18n } = useTranslation('schedule-detail');
  return (
    <>
      <StatusRegion role="status">
        {presence.justConfirmed ? <Notice $tone="success">{t('presence.success')}</Notice> : null}
        {presence.justDeclined ? (
          <Notice $tone="success">{t('presence.declineSuccess')}</Notice>
        ) : null}
      </StatusRegion>
      {presence.error ? (
        <Notice $tone="danger" role="alert">
          {errorMessageOf(presence.error, i18n.language)}
        </Notice>
      ) : null}
    </>
  );
}
