import { useTranslation } from 'react-i18next';

/** Placeholder while the page is built. */
export function FunctionCataloguePage() {
  const { t } = useTranslation('members');
  return <h1>{t('functionsTitle')}</h1>;
}
