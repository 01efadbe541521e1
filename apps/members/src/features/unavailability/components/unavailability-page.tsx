import { useTranslation } from 'react-i18next';

/** Placeholder while the page is built. */
export function UnavailabilityPage() {
  const { t } = useTranslation('members');
  return <h1>{t('unavailabilityTitle')}</h1>;
}
