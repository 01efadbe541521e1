import type { MinistryMember, UnavailableMember } from '@levita/contracts';
import { useFormatters, useTranslation } from '@levita/i18n';
import { Badge, buttonStyles, type ButtonSize, type ButtonVariant } from '@levita/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';

const Card = styled.article<{ $away: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $away }) => ($away ? theme.colors.warning : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.large};
    overflow-wrap: anywhere;
  }
`;

const State = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const You = styled.span`
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ViewLink = styled(Link)<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  ${buttonStyles}
  margin-top: auto;
`;

export interface TeamMemberCardProps {
  member: MinistryMember;
  /** Their periods covering today; undefined while that is not known (loading or failed). */
  awayToday: readonly UnavailableMember[] | undefined;
  isViewer: boolean;
}

/** A member of the admin grid (part 2 §2): the "unavailable today" flag and the way to their list. */
export function TeamMemberCard({ member, awayToday, isViewer }: TeamMemberCardProps) {
  const { t } = useTranslation('unavailability');
  const { shortDate } = useFormatters();
  const titleId = useId();
  const name = member.usuario.nome;
  const away = awayToday !== undefined && awayToday.length > 0;
  // Two periods may cover today: the member is back after the later one ends.
  const until = away
    ? awayToday.reduce((last, entry) => (entry.data_fim > last ? entry.data_fim : last), '')
    : '';

  return (
    <Card aria-labelledby={titleId} $away={away} data-unavailable={away || undefined}>
      <h3 id={titleId}>
        {name} {isViewer ? <You>{t('team.you')}</You> : null}
      </h3>
      {awayToday === undefined ? null : (
        <State>
          {away ? (
            <>
              <Badge tone="warning">{t('team.unavailableNow')}</Badge>{' '}
              <span>{t('team.until', { day: shortDate(until.slice(0, 10)) })}</span>
            </>
          ) : (
            t('team.availableNow')
          )}
        </State>
      )}
      <ViewLink
        to={paths.unavailability.getHref(member.id)}
        $variant="secondary"
        $size="small"
        aria-label={t('team.viewOf', { name })}
      >
        {t('team.view')}
      </ViewLink>
    </Card>
  );
}
