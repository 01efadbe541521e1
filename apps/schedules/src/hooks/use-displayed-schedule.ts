import { useSchedule, type QueryHookOptions } from '@levita/api-client';
import { nameFormerMembers, type ScheduleDetail } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import { useCallback } from 'react';

/**
 * GET /escalas/{id} as screens show it: someone who deleted their account is named
 * "Ex-integrante" / "Former member" in the screen's language (the API leaves the name empty).
 */
export function useDisplayedSchedule(scheduleId: number, options: QueryHookOptions = {}) {
  const { t } = useTranslation('schedules');
  const label = t('formerMember');
  const select = useCallback(
    (schedule: ScheduleDetail) => nameFormerMembers(schedule, label),
    [label],
  );
  return useSchedule(scheduleId, { ...options, select });
}
