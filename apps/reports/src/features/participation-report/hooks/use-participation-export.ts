import type { CalendarPeriod, ParticipationReport } from '@levita/contracts';
import { useFormatters, useTranslation } from '@levita/i18n';
import { useCsvDownload } from '../../../hooks/use-csv-download';
import { participationCsvRows } from '../utils/participation-csv';
import { useMemberFunctionsText } from './use-member-functions-text';

/** Downloads the participation tab as a CSV file named after the ministry and the period. */
export function useParticipationExport(report: ParticipationReport, period: CalendarPeriod) {
  const { t } = useTranslation('participation-report');
  const { locale } = useFormatters();
  const download = useCsvDownload();
  const { functionName, functionsText } = useMemberFunctionsText();

  return () =>
    download(
      t('fileName'),
      period,
      participationCsvRows(
        report,
        {
          members: [
            t('members.name'),
            t('members.participations'),
            t('members.confirmed'),
            t('members.declined'),
            t('members.percentage'),
            t('members.functions'),
          ],
          functions: [
            t('functions.name'),
            t('functions.participations'),
            t('functions.confirmed'),
            t('functions.declined'),
            t('functions.percentage'),
          ],
          memberFunctions: (funcoes) => functionsText(funcoes).join(', '),
          functionName,
        },
        locale,
      ),
    );
}
