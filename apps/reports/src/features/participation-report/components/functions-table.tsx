import type { ParticipationReport } from '@levita/contracts';
import { useId } from 'react';
import { useTranslation } from '@levita/i18n';
import { ReportSection } from '../../../components/report-layout';
import { ReportTable } from '../../../components/report-table';
import { useMemberFunctionsText } from '../hooks/use-member-functions-text';
import { CountCells, CountHeaders } from './count-cells';

/** Per function: times played in the period, confirmed, declined, and the confirmation rate. */
export function FunctionsTable({ functions }: { functions: ParticipationReport['funcoes'] }) {
  const { t } = useTranslation('participation-report');
  const { functionName } = useMemberFunctionsText();
  const headingId = useId();
  const columns = {
    participations: t('functions.participations'),
    confirmed: t('functions.confirmed'),
    declined: t('functions.declined'),
    percentage: t('functions.percentage'),
  };
  return (
    <ReportSection aria-labelledby={headingId}>
      <h2 id={headingId}>{t('functions.title')}</h2>
      {functions.length === 0 ? (
        <p>{t('functions.empty')}</p>
      ) : (
        <ReportTable aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('functions.name')}</th>
              <CountHeaders columns={columns} />
            </tr>
          </thead>
          <tbody>
            {functions.map((fn) => (
              <tr key={fn.nome}>
                <th scope="row">{functionName(fn.nome)}</th>
                <CountCells
                  columns={columns}
                  participations={fn.total_participacoes}
                  confirmed={fn.participacoes_confirmadas}
                  declined={fn.participacoes_recusadas}
                  percentage={fn.porcentagem_confirmacao}
                />
              </tr>
            ))}
          </tbody>
        </ReportTable>
      )}
    </ReportSection>
  );
}
