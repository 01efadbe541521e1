import { useMySchedules } from '@levita/api-client';
import { ministryLinks } from '@levita/contracts/paths';
import { useFormatters, useTranslation } from '@levita/i18n';
import { Badge, Button, Spinner, type BadgeTone } from '@levita/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from './home-card';
import { ScheduleLinkList } from './schedule-link-list';
import {
  rangeFromSunday,
  scheduleTiming,
  TWO_WEEKS_DAYS,
  WEEK_DAYS,
  type ScheduleTiming,
} from '../utils/week-range';

const TIMING_TONES: Record<ScheduleTiming, BadgeTone> = {
  past: 'neutral',
  today: 'success',
  future: 'info',
};

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = styled(ScheduleLinkList)`
  a {
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
  }
  time {
    font-weight: 700;
  }
`;

/** The timing, and "you're not going" beside it when the caller declined. */
const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  justify-content: flex-end;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The caller's schedules this week, from Sunday (part 1 §2), or the next two weeks.
 *
 * It reads GET /minhas-escalas (ministerio_id, data_inicial, data_final) rather than the
 * ministry's schedule list: that answer is already the caller's own published schedules for
 * the dates asked, the same for every standing, with no paging and no drafts, which is what a
 * "my week" widget shows. Pending users do not get this widget (the page leaves it out).
 */
export function WeeklyScheduleWidget({ ministryId }: { ministryId: number }) {
  const { t } = useTranslation('ministry-home');
  const format = useFormatters();
  const [expanded, setExpanded] = useState(false);
  const today = new Date();
  const range = rangeFromSunday(today, expanded ? TWO_WEEKS_DAYS : WEEK_DAYS);
  const query = useMySchedules({
    ministerio_id: ministryId,
    data_inicial: range.from,
    data_final: range.to,
  });
  const schedules = [...(query.data?.escalas ?? [])].sort((a, b) => a.data.localeCompare(b.data));

  return (
    <Card aria-labelledby="weekly-schedules-title">
      <Header>
        <div>
          <h2 id="weekly-schedules-title">{t(expanded ? 'week.titleTwoWeeks' : 'week.title')}</h2>
          <p>
            {t('week.range', { from: format.dayMonth(range.from), to: format.dayMonth(range.to) })}
          </p>
        </div>
        {/* The label says what a press does, both ways: "Ver 14 dias", then back to the week. */}
        <Button variant="secondary" size="small" onClick={() => setExpanded((current) => !current)}>
          {t(expanded ? 'week.showOneWeek' : 'week.showTwoWeeks')}
        </Button>
      </Header>
      {query.isPending ? (
        <Spinner label={t('week.loading')} />
      ) : query.isError ? (
        <Muted role="alert">{t('week.error')}</Muted>
      ) : schedules.length === 0 ? (
        <Muted>{t(expanded ? 'week.emptyTwoWeeks' : 'week.empty')}</Muted>
      ) : (
        <List>
          {schedules.map((schedule) => {
            const timing = scheduleTiming(schedule.data, today);
            return (
              <li key={schedule.id}>
                <Link to={ministryLinks.schedule(ministryId, schedule.id)} data-timing={timing}>
                  <time dateTime={schedule.data}>{format.dayMonth(schedule.data)}</time>
                  <span>
                    <strong>{schedule.titulo}</strong>
                    <small>
                      {[format.time(schedule.data), schedule.local].filter(Boolean).join(' · ')}
                    </small>
                  </span>
                  <Badges>
                    {schedule.recusei_presenca && <Badge tone="danger">{t('week.declined')}</Badge>}
                    <Badge tone={TIMING_TONES[timing]}>{t(`week.timing.${timing}`)}</Badge>
                  </Badges>
                </Link>
              </li>
            );
          })}
        </List>
      )}
    </Card>
  );
}
