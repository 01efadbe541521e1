import { useTranslation } from '@levita/i18n';
import { BackToListPanel } from '@levita/ui';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

/** A schedule that does not exist, or that the caller may not see, with the way back. */
export function ScheduleNotFound() {
  const { t } = useTranslation('schedules');
  return (
    <BackToListPanel
      id="schedule-not-found"
      title={t('notFound.title')}
      message={t('notFound.message')}
      backLabel={t('backToList')}
      linkAs={Link}
      to={paths.list.getHref()}
    />
  );
}
