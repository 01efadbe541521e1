import { EmptyState } from '@levita/ui';
import { useTranslation } from 'react-i18next';

export function SectionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('members');
  return (
    <section aria-labelledby="members-section-title">
      <h1 id="members-section-title">{t(titleKey)}</h1>
      <EmptyState title={t('empty')} />
    </section>
  );
}
