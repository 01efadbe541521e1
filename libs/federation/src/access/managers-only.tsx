import { dashboardPath } from '@levita/contracts/paths';
import { Button, MessagePanel, PageSkeleton } from '@levita/ui';
import type { ReactNode } from 'react';
import { useTranslation } from '@levita/i18n';
import { useCanManageMinistry, useRemoteProps } from '../remote-root/remote-props-context';

/**
 * A page for admin rights only (ADMIN or PROPRIETARIO): anyone else gets the access-denied
 * view of part 1 §6 and part 2 §2 (administrators and owners only) with the way back to the
 * dashboard, in place, without a redirect. The API refuses them anyway. While the shell is
 * still reading the caller's standing (no ministry in the props yet), a skeleton: an owner
 * opening the page is not told "access denied" for the moment before it arrives.
 */
export function ManagersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { navigate, ministry } = useRemoteProps();
  const canManage = useCanManageMinistry();
  if (canManage) return children;
  if (ministry === null) return <PageSkeleton label={t('loading')} />;
  return (
    <MessagePanel id="managers-only-denied" title={t('access.title')} message={t('access.message')}>
      <Button onClick={() => navigate(dashboardPath)}>{t('access.backToDashboard')}</Button>
    </MessagePanel>
  );
}
