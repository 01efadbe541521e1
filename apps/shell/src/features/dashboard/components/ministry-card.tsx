import { isOwner, type Ministry } from '@levita/contracts';
import { Button, buttonStyles, type ButtonVariant, IconButton, StandingBadge } from '@levita/ui';
import { useId } from 'react';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.large};
    overflow-wrap: anywhere;
  }
`;

const Logo = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.title};
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Code = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
  code {
    font-size: ${({ theme }) => theme.font.body};
    font-weight: 700;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
`;

const AccessLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

function CopyIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
      />
    </svg>
  );
}

export interface MinistryCardProps {
  ministry: Ministry;
  onCopyCode: (ministry: Ministry) => void;
  /** Leave, or cancel a pending request; the page asks before doing it. */
  onLeave: (ministry: Ministry) => void;
  /** The owner pressed the (disabled-looking) Leave button. */
  onOwnerLeave: (ministry: Ministry) => void;
}

/** One of "my ministries": logo, name, standing, access code and what the standing allows. */
export function MinistryCard({ ministry, onCopyCode, onLeave, onOwnerLeave }: MinistryCardProps) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const noteId = useId();
  const standing = ministry.situacao_usuario;
  const pending = standing === 'PENDENTE';
  const owner = isOwner(standing);

  return (
    <Card aria-labelledby={titleId}>
      <Heading>
        <Logo>
          {ministry.logo ? (
            <img src={ministry.logo} alt={t('card.logoOf', { name: ministry.nome })} />
          ) : (
            <span aria-hidden="true">{ministry.nome.trim().charAt(0).toUpperCase()}</span>
          )}
        </Logo>
        <div>
          <h3 id={titleId}>{ministry.nome}</h3>
          <StandingBadge standing={standing} />
        </div>
      </Heading>
      <Code>
        <span>{t('card.accessCode')}:</span>
        <code>{ministry.codigo_acesso}</code>
        <IconButton
          size="small"
          aria-label={t('card.copyCode', { name: ministry.nome })}
          icon={<CopyIcon />}
          onClick={() => onCopyCode(ministry)}
        />
      </Code>
      {pending ? <Note>{t('card.waitingApproval')}</Note> : null}
      {owner ? <Note id={noteId}>{t('card.ownerNote')}</Note> : null}
      <Actions>
        {pending ? null : (
          <AccessLink
            to={paths.ministry.getHref(ministry.id)}
            aria-label={t('card.accessNamed', { name: ministry.nome })}
          >
            {t('card.access')}
          </AccessLink>
        )}
        {owner ? (
          // aria-disabled, not disabled: the click must still reach us to explain why (§4).
          <Button
            variant="secondary"
            aria-disabled="true"
            aria-describedby={noteId}
            onClick={() => onOwnerLeave(ministry)}
          >
            {t('card.leave')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => onLeave(ministry)}>
            {pending ? t('card.cancelRequest') : t('card.leave')}
          </Button>
        )}
      </Actions>
    </Card>
  );
}
