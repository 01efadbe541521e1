import { useSchedules } from '@levita/api-client';
import { ministryLinks } from '@levita/contracts/paths';
import { useFormatters, useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from './home-card';
import { ScheduleLinkList } from './schedule-link-list';
import { rangeFromToday, TWO_WEEKS_DAYS } from '../utils/week-range';

const List = styled(ScheduleLinkList)`
  a {
    gap: ${({ theme }) => theme.space(1)};
  }
  span {
    color: ${({ theme }) => theme.colors.warning};
    font-weight: 700;
  }
`;

/** Enough for a fortnight of services, drafts included. */
const PAGE = 100;

/**
 * For admin rights: the ministry's schedules of the next two weeks whose slots still need
 * people ("Falta: 1 Bateria"), drafts included, each a way to its detail. Nothing to show,
 * no card: a ministry that sets no slots never sees it.
 */
export function OpenSlotsWidget({ ministryId }: { ministryId: number }) {
  const { t } = useTranslation('ministry-home');
  const format = useFormatters();
  const range = rangeFromToday(new Date(), TWO_WEEKS_DAYS);
  const query = useSchedules({
    ministerio_id: ministryId,
    data_inicial: range.from,
    data_final: range.to,
    por_pagina: PAGE,
  });
  const open = (query.data?.escalas ?? []).filter(
    (schedule) => schedule.faltam.length > 0 && !schedule.finalizada,
  );
  if (open.length === 0) return null;
  return (
    <Card aria-labelledby="open-slots-title">
      <h2 id="open-slots-title">{t('openSlots.title')}</h2>
      <List>
        {open.map((schedule) => (
          <li key={schedule.id}>
            <Link to={ministryLinks.schedule(ministryId, schedule.id)}>
              <strong>{schedule.titulo}</strong>
              <small>
                {t('openSlots.when', {
                  date: format.dayMonth(schedule.data),
                  time: format.time(schedule.data),
                })}
                {schedule.publicada ? '' : ` · ${t('openSlots.draft')}`}
              </small>
              <span>
                {t('openSlots.missing', {
                  list: schedule.faltam
                    .map((slot) =>
                      t('openSlots.entry', { count: slot.quantidade, name: slot.nome }),
                    )
                    .join(', '),
                })}
              </span>
            </Link>
          </li>
        ))}
      </List>
    </Card>
  );
}
