import type { ScheduleDetail } from '@levita/contracts';
import { useFormatters, useTranslation } from '@levita/i18n';
import { Button, buttonStyles, Checkbox, Notice, type ButtonVariant } from '@levita/ui';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useShareText } from '../../../hooks/use-share-text';
import { setlistText } from '../../../utils/setlist-text';

const Bar = styled.div`
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

const BackButton = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  margin-right: auto;
  ${({ theme }) => theme.media.phone} {
    justify-content: flex-start;
  }
`;

/** See the detail's status region: present from the start so its message is announced. */
const StatusRegion = styled.div`
  &:empty {
    position: absolute;
  }
`;

/**
 * Print (the browser's dialog, where "Save as PDF" lives), with or without each song's chart,
 * share or copy the text for the team's group, and back to the schedule. None of it prints.
 */
interface SetlistToolbarProps {
  schedule: ScheduleDetail;
  withCharts: boolean;
  onWithChartsChange: (on: boolean) => void;
}

export function SetlistToolbar({ schedule, withCharts, onWithChartsChange }: SetlistToolbarProps) {
  const { t } = useTranslation(['schedule-setlist', 'schedules']);
  const { locale } = useFormatters();
  const text = useMemo(() => setlistText(schedule, locale, t), [schedule, locale, t]);
  const sharing = useShareText(schedule.titulo, text);

  return (
    <>
      <Bar role="group" aria-label={t('toolbar.label')}>
        <BackButton $variant="ghost" to={paths.schedule.getHref(schedule.id)}>
          <span aria-hidden="true">←</span>
          {t('toolbar.back')}
        </BackButton>
        <Checkbox
          label={t('toolbar.withCharts')}
          checked={withCharts}
          onChange={(event) => onWithChartsChange(event.target.checked)}
        />
        <Button onClick={() => window.print()}>{t('toolbar.print')}</Button>
        {sharing.canShare ? (
          <Button variant="secondary" onClick={() => void sharing.share()}>
            {t('toolbar.share')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void sharing.copy()}>
            {t('toolbar.copy')}
          </Button>
        )}
      </Bar>
      <StatusRegion role="status">
        {sharing.copied ? <Notice $tone="success">{t('toolbar.copied')}</Notice> : null}
      </StatusRegion>
      {sharing.copyFailed ? (
        <Notice $tone="danger" role="alert">
          {t('toolbar.copyFailed')}
        </Notice>
      ) : null}
    </>
  );
}
