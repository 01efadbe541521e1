import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import type { PresenceProgress } from '../utils/presence-progress';

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.success};
  transition: width ${({ theme }) => theme.motion.fade} ease-out;
`;

/**
 * Confirmed over scheduled, with the rounded percentage (part 2 §2, §9). The bar carries the
 * same sentence as the text, so a screen reader hears the counts and not only a percentage.
 */
export function PresenceProgressBar({ progress }: { progress: PresenceProgress }) {
  const { t } = useTranslation('schedule-detail');
  const confirmed = t('members.progress', {
    count: progress.total,
    confirmed: progress.confirmed,
    percent: progress.percent,
  });
  const summary = progress.declined
    ? `${confirmed} · ${t('members.declinedCount', { count: progress.declined })}`
    : confirmed;
  return (
    <Progress>
      <Summary aria-hidden="true">{summary}</Summary>
      <Track
        role="progressbar"
        aria-label={t('members.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={summary}
      >
        <Fill $percent={progress.percent} />
      </Track>
    </Progress>
  );
}
