import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';

/** Title and way back; the full texts of both documents arrive with the landing issue. */
export function LegalPage({ document }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation('landing');
  return (
    <main style={{ maxWidth: 760, margin: '0 auto', padding: 24 }}>
      <h1>{t(`legal.${document}`)}</h1>
      <p>{t('legal.comingSoon')}</p>
      <Link to={paths.home.getHref()}>{t('legal.backHome')}</Link>
    </main>
  );
}
