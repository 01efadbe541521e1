import { buttonStyles, MessagePanel, type ButtonVariant } from '@levita/ui';
import type { AriaRole } from 'react';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../config/paths';

const ListLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

interface BackToListPanelProps {
  id: string;
  title: string;
  message: string;
  role?: AriaRole;
}

/** A repertoire page that cannot be shown (access denied, song not found), with the way back. */
export function BackToListPanel(panel: BackToListPanelProps) {
  const { t } = useTranslation('repertoire');
  return (
    <MessagePanel {...panel}>
      <ListLink to={paths.songs.getHref()}>{t('backToList')}</ListLink>
    </MessagePanel>
  );
}
