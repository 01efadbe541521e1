import type { ScheduleDetail } from '@levita/contracts';
import { PrintCopy } from '@levita/ui';
import type { SetlistMinistry } from '../hooks/use-setlist-ministry';
import { SetlistCharts } from './setlist-charts';
import { SetlistSheet } from './setlist-sheet';

interface SetlistPrintCopyProps {
  schedule: ScheduleDetail;
  ministry: SetlistMinistry;
  /** "Com cifras": each song's chart after the sheet, one per page. */
  withCharts?: boolean;
}

/** The sheet as the printer gets it: alone on A4, black on white (the kit's PrintCopy). */
export function SetlistPrintCopy({
  schedule,
  ministry,
  withCharts = false,
}: SetlistPrintCopyProps) {
  return (
    <PrintCopy>
      <SetlistSheet schedule={schedule} ministry={ministry} printed />
      {withCharts ? <SetlistCharts schedule={schedule} printed /> : null}
    </PrintCopy>
  );
}
