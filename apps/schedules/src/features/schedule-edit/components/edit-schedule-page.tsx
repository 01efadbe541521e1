import { errorMessageOf } from '@levita/api-client';
import { QueryView } from '@levita/ui';
import { useNamespaces, useTranslation } from '@levita/i18n';
import { ScheduleNotFound } from '../../../components/schedule-not-found';
import { useMinistrySchedule } from '../../../hooks/use-ministry-schedule';
import { useScheduleId } from '../../../hooks/use-schedule-id';
import { EditDenied } from './edit-denied';
import { EditScheduleForm } from './edit-schedule-form';
import { pageTexts } from '../../../config/page-texts';

/** Its own texts, which load with it rather than with the remote's chunk. */
const texts = pageTexts('schedule-edit', 'schedule-form');

/**
 * /editar/:escalaId (part 2 §2 "Schedule edit"): loads the schedule and edits it, or says why
 * it cannot: not found (no id, 404, another ministry's), an error with retry, or denied when
 * the API says the caller may not edit it (admin rights or its leader, docs/schedules.md).
 */
export function EditSchedulePage() {
  useNamespaces(texts);
  const scheduleId = useScheduleId();
  if (scheduleId === null) return <ScheduleNotFound />;
  return <LoadedEditPage scheduleId={scheduleId} />;
}

function LoadedEditPage({ scheduleId }: { scheduleId: number }) {
  const { t, i18n } = useTranslation('schedule-edit');
  const { query, notFound } = useMinistrySchedule(scheduleId);
  if (notFound) return <ScheduleNotFound />;

  return (
    <QueryView
      query={query}
      errorTitle={t('loadError.title')}
      describeError={(error) => errorMessageOf(error, i18n.language)}
      retryLabel={t('loadError.retry')}
      loadingLabel={t('loading')}
    >
      {(schedule) =>
        schedule.pode_editar ? (
          <EditScheduleForm key={schedule.id} schedule={schedule} />
        ) : (
          <EditDenied scheduleId={schedule.id} />
        )
      }
    </QueryView>
  );
}
