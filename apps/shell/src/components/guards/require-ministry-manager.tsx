import { PageSkeleton } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { Navigate, Outlet, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AccessDenied } from './access-denied';
import { useCallerStanding } from '../../hooks/use-caller-standing';

export interface RequireMinistryManagerProps {
  /**
   * What a member or pending user gets: the ministry home (settings, part 1 §2) or the
   * access-denied page (part 1 §6).
   */
  otherwise: 'ministry-home' | 'denied';
}

/** Pages for the owner and administrators of the ministry in the URL (`:id`). */
export function RequireMinistryManager({ otherwise }: RequireMinistryManagerProps) {
  const { t } = useTranslation('common');
  const { id = '' } = useParams();
  const { isLoading, canManage } = useCallerStanding(Number(id));
  if (isLoading) return <PageSkeleton label={t('loading')} />;
  if (canManage) return <Outlet />;
  if (otherwise === 'denied') return <AccessDenied />;
  return <Navigate to={paths.ministry.getHref(id)} replace />;
}
