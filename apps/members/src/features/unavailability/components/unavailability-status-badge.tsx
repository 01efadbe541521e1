import type { UnavailabilityStatus } from '@levita/contracts';
import { Badge } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { statusTones } from '../utils/status-tones';

/** Current, future or past (part 2 §4), as the API derived it against the ministry's today. */
export function UnavailabilityStatusBadge({ status }: { status: UnavailabilityStatus }) {
  const { t } = useTranslation('unavailability');
  return (
    <span data-status={status}>
      <Badge tone={statusTones[status]}>{t(`status.${status}`)}</Badge>
    </span>
  );
}
