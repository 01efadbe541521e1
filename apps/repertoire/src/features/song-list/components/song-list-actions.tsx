import { buttonStyles, type ButtonVariant } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useCanManageMinistry } from '@levita/federation';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const ActionLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** Adding songs is for admin rights only (part 2 §2, §6): members do not see the buttons. */
export function SongListActions() {
  const { t } = useTranslation('song-list');
  if (!useCanManageMinistry()) return null;
  return (
    <Actions>
      <ActionLink to={paths.importSongs.getHref()}>{t('actions.import')}</ActionLink>
      <ActionLink to={paths.newSong.getHref()} $variant="secondary">
        {t('actions.add')}
      </ActionLink>
    </Actions>
  );
}
