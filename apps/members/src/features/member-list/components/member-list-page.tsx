import { useTranslation } from 'react-i18next';

/** Placeholder while the page is built. */
export function MemberListPage() {
  const { t } = useTranslation('members');
  return <h1>{t('title')}</h1>;
}
