import { EmptyState } from '@levita/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';

export function SongListPage() {
  const { t } = useTranslation('repertoire');
  return (
    <section aria-labelledby="song-list-title">
      <h1 id="song-list-title">{t('list.title')}</h1>
      <EmptyState title={t('list.emptyTitle')}>
        <p>{t('list.emptyHint')}</p>
        <Link to={paths.newSong.getHref()}>{t('list.addManually')}</Link>
      </EmptyState>
    </section>
  );
}
