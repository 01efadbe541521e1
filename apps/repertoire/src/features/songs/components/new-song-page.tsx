import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';

export function NewSongPage() {
  const { t } = useTranslation('repertoire');
  return (
    <section aria-labelledby="new-song-title">
      <h1 id="new-song-title">{t('create.title')}</h1>
      <Link to={paths.songs.getHref()}>{t('create.backToList')}</Link>
    </section>
  );
}
