import type { ScheduleDetail } from '@levita/contracts';
import { PrintCopy } from '@levita/ui';
import type { SetlistMinistry } from '../hooks/use-setlist-ministry';
import { SetlistSheet } from './setlist-sheet';

interface SetlistPrintCopyProps {
  schedule: ScheduleDetail;
  ministry: SetlistMinistry;
}

/** The sheet as the printer gets it: alone on A4, black on white (the kit's PrintCopy). */
export function SetlistPrintCopy({ schedule, ministry }: SetlistPrintCopyProps) {
  return (
    <PrintCopy>
      <SetlistSheet schedule={schedule} ministry={ministry} printed />
    </PrintCopy>
  );
}
