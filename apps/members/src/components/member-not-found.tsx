import { buttonStyles, MessagePanel, type ButtonVariant } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const WayBack = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

interface MemberNotFoundProps {
  id: string;
  /** Where the page came from: the members list, the team's grid. */
  backTo: string;
  backLabel: string;
}

/** The URL names no member of this ministry (or no id at all), with the way back. */
export function MemberNotFound({ id, backTo, backLabel }: MemberNotFoundProps) {
  const { t } = useTranslation('members');
  return (
    <MessagePanel id={id} title={t('notFound.title')} message={t('notFound.message')}>
      <WayBack to={backTo}>{backLabel}</WayBack>
    </MessagePanel>
  );
}
