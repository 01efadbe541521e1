import type { ScheduleStatus } from '@levita/contracts';
import { Badge, type BadgeTone } from '@levita/ui';
import { useTranslation } from '@levita/i18n';

const tones: Record<ScheduleStatus, BadgeTone> = {
  rascunho: 'warning',
  publicada: 'success',
  finalizada: 'neutral',
};

/** Draft, published or finished (part 2 §4), the status the API derives. */
export function ScheduleStatusBadge({ status }: { status: ScheduleStatus }) {
  const { t } = useTranslation('schedules');
  return (
    <span data-status={status}>
      <Badge tone={tones[status]}>{t(`status.${status}`)}</Badge>
    </span>
  );
}
