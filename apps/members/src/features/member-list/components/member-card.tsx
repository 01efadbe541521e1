import type { MinistryMember } from '@levita/contracts';
import { Badge, Button, buttonStyles, StandingBadge, VisuallyHidden } from '@levita/ui';
import { useId } from 'react';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import type { MemberAction } from '../utils/member-actions';
import { memberStanding } from '../utils/member-standing';
import { MemberAvatar } from './member-avatar';
import { MemberFunctionChips } from './member-function-chips';
import { MemberPreferencesSummary } from './member-preferences-summary';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.large};
    overflow-wrap: anywhere;
  }
`;

const Contact = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: inherit;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const ActionLink = styled(Link)<{ $variant?: 'secondary'; $size?: 'small' }>`
  ${buttonStyles}
`;

/** A phone number as a dialable address: its digits (the stored text is formatted). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export interface MemberCardProps {
  member: MinistryMember;
  /** The signed-in person's own row. */
  isSelf: boolean;
  /** What the viewer may do to this member, by the role table. */
  actions: readonly MemberAction[];
  /** Links to the member's functions and unavailability (admin rights, active members). */
  showLinks: boolean;
  onAction: (action: MemberAction, member: MinistryMember) => void;
  /** The name of the member this one serves together with, when the list has them. */
  partnerName?: string;
  /** Opens the viewer's own preferences: given on their own active card only. */
  onEditPreferences?: () => void;
}

/**
 * One person: photo or initials, name, standing, contacts, functions, their auto-fill
 * preferences (when the API shows them to the viewer) and what may be done.
 */
export function MemberCard({
  member,
  isSelf,
  actions,
  showLinks,
  onAction,
  partnerName,
  onEditPreferences,
}: MemberCardProps) {
  const { t } = useTranslation(['member-list', 'members']);
  const nameId = useId();
  const name = member.usuario.nome;
  const { email, telefone } = member.usuario;
  const standing = memberStanding(member);

  return (
    <Card aria-labelledby={nameId}>
      <Top>
        <MemberAvatar name={name} photoUrl={member.usuario.foto_url} />
        <Identity>
          <NameLine>
            <h3 id={nameId}>{name}</h3>
            {isSelf ? <Badge tone="primary">{t('member.you')}</Badge> : null}
            {standing ? (
              <StandingBadge standing={standing} />
            ) : (
              <Badge>{t('members:standing.INATIVO')}</Badge>
            )}
          </NameLine>
          <Contact>
            <li>
              <VisuallyHidden>{t('member.email')} </VisuallyHidden>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
            {telefone ? (
              <li>
                <VisuallyHidden>{t('member.phone')} </VisuallyHidden>
                <a href={telHref(telefone)}>{telefone}</a>
              </li>
            ) : null}
          </Contact>
        </Identity>
      </Top>
      {member.status === 'PENDENTE' ? null : (
        <MemberFunctionChips name={name} functions={member.funcoes} />
      )}
      {member.preferencias ? (
        <MemberPreferencesSummary preferences={member.preferencias} partnerName={partnerName} />
      ) : null}
      {actions.length > 0 || showLinks || onEditPreferences ? (
        <Actions role="group" aria-label={t('member.actionsFor', { name })}>
          {actions.map((action) => (
            <Button
              key={action}
              size="small"
              // Red is kept for the dialog's confirm button: a row of red buttons says nothing.
              variant={action === 'approve' ? 'primary' : 'secondary'}
              aria-label={t(`actions.${action}.label`, { name })}
              onClick={() => onAction(action, member)}
            >
              {t(`actions.${action}.button`)}
            </Button>
          ))}
          {showLinks ? (
            <>
              <ActionLink
                to={paths.memberFunctions.getHref(member.id)}
                $variant="secondary"
                $size="small"
                aria-label={t('links.functionsOf', { name })}
              >
                {t('links.functions')}
              </ActionLink>
              <ActionLink
                to={paths.unavailability.getHref(member.id)}
                $variant="secondary"
                $size="small"
                aria-label={t('links.unavailabilityOf', { name })}
              >
                {t('links.unavailability')}
              </ActionLink>
            </>
          ) : null}
          {onEditPreferences ? (
            <Button size="small" variant="secondary" onClick={onEditPreferences}>
              {t('preferences.button')}
            </Button>
          ) : null}
        </Actions>
      ) : null}
    </Card>
  );
}
