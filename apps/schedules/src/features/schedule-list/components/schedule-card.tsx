import type { ScheduleSlotView, ScheduleSummary } from '@levita/contracts';
import { useFormatters, useTranslation } from '@levita/i18n';
import {
  Button,
  buttonStyles,
  MusicNotesIcon,
  type ButtonVariant,
  VisuallyHidden,
} from '@levita/ui';
import { useId, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ScheduleStatusBadge } from '../../../components/schedule-status-badge';
import { paths } from '../../../config/paths';
import { calendarLeaf } from '../utils/schedule-dates';
import { ClockIcon, PeopleIcon, PinIcon } from './fact-icons';

const Card = styled.article<{ $finished: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
  }
`;

/** The calendar leaf: weekday, day and month at a glance; the full date is in the facts. */
const Leaf = styled.div<{ $finished: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 60px;
  padding: ${({ theme }) => theme.space(2)} 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $finished }) =>
    $finished ? theme.colors.surfaceMuted : theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.1;
  text-transform: uppercase;
  span {
    font-size: ${({ theme }) => theme.font.tiny};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.font.title};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.large};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
  }
`;

/** The date and time: what a musician looks for first, on a line of its own. */
const When = styled.li`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.text};
  && {
    align-items: flex-start;
  }
  svg {
    margin-top: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.phone} {
    grid-column: 1 / -1;
    > * {
      flex: 1 1 0;
    }
  }
`;

const DetailsLink = styled(Link)<{ $variant?: ButtonVariant; $size?: 'small' | 'medium' }>`
  ${buttonStyles}
  white-space: nowrap;
`;

const DeleteButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
`;

/** Did the click land on a control of its own (a link, a button), or end a text selection? */
function isOwnAction(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  if (target.closest('a, button')) return true;
  return (window.getSelection()?.toString() ?? '') !== '';
}

const Missing = styled.li`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 700;
`;

export interface ScheduleCardProps {
  /** With what its slots still need, as the list answers it. */
  schedule: ScheduleSummary & { faltam?: readonly ScheduleSlotView[] };
  /** Given to admin rights only: asks to delete a schedule that is not finished. */
  onDelete?: (schedule: ScheduleSummary) => void;
}

/**
 * One schedule of the list (part 2 §2): title with its status, date with weekday and time in
 * the language on screen, location when there is one, songs, members confirmed of the
 * total, and what its slots still need ("Falta: 1 Bateria") until it is finished. A click anywhere on it opens the detail; the link is the keyboard's way there.
 */
export function ScheduleCard({ schedule, onDelete }: ScheduleCardProps) {
  const { t } = useTranslation(['schedule-list', 'schedules']);
  const format = useFormatters();
  const navigate = useNavigate();
  const titleId = useId();
  const href = paths.schedule.getHref(schedule.id);
  const finished = schedule.status === 'finalizada';
  const leaf = calendarLeaf(format.locale, schedule.data);
  // Several services share a title ("Culto de domingo"): the date tells their controls apart.
  const naming = { title: schedule.titulo, date: format.shortDate(schedule.data) };

  return (
    <Card
      aria-labelledby={titleId}
      $finished={finished}
      onClick={(event) => {
        if (!isOwnAction(event)) void navigate(href);
      }}
    >
      <Leaf aria-hidden="true" $finished={finished}>
        <span>{leaf.weekday}</span>
        <strong>{leaf.day}</strong>
        <span>{leaf.month}</span>
      </Leaf>
      <Body>
        <Heading>
          <h2 id={titleId}>{schedule.titulo}</h2>
          <ScheduleStatusBadge status={schedule.status} />
        </Heading>
        <Facts>
          <When>
            <ClockIcon size={16} />
            <time dateTime={schedule.data.slice(0, 16)}>
              {t('item.dateTime', {
                date: format.longDate(schedule.data),
                time: format.time(schedule.data),
              })}
            </time>
          </When>
          {schedule.local ? (
            <li>
              <PinIcon size={16} />
              <span>
                <VisuallyHidden>{t('item.location')} </VisuallyHidden>
                {schedule.local}
              </span>
            </li>
          ) : null}
          <li>
            <MusicNotesIcon size={16} />
            {t('item.songs', { count: schedule.total_musicas })}
          </li>
          <li>
            <PeopleIcon size={16} />
            {t('item.members', {
              count: schedule.total_membros,
              confirmed: schedule.total_confirmados,
            })}
          </li>
          {schedule.faltam?.length && !finished ? (
            <Missing>
              {t('item.missing', {
                list: schedule.faltam
                  .map((slot) => t('item.slotEntry', { count: slot.quantidade, name: slot.nome }))
                  .join(', '),
              })}
            </Missing>
          ) : null}
        </Facts>
      </Body>
      <Actions>
        <DetailsLink
          to={href}
          $variant="secondary"
          $size="small"
          aria-label={t('item.viewDetailsOf', naming)}
        >
          {t('item.viewDetails')}
        </DetailsLink>
        {onDelete && !finished ? (
          <DeleteButton
            variant="secondary"
            size="small"
            aria-label={t('item.deleteOf', naming)}
            onClick={() => onDelete(schedule)}
          >
            {t('item.delete')}
          </DeleteButton>
        ) : null}
      </Actions>
    </Card>
  );
}
