import { EmptyState } from '@levita/ui';
import { useTranslation } from 'react-i18next';

/** Where the section starts: its title, and an empty state until the feature is built. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="schedules-home-title">
      <h1 id="schedules-home-title">{t('home.title')}</h1>
      <EmptyState title={t('home.empty')} />
    </section>
  );
}
