import { useTranslation } from 'react-i18next';

/**
 * Shell pages whose features land in later issues (accounts, dashboard, ministry home):
 * the route exists and says so plainly instead of pretending to work.
 */
export function PlannedPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="planned-title">
      <h1 id="planned-title">{t(titleKey)}</h1>
      <p>{t('planned')}</p>
    </section>
  );
}
