import { Button } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.phone} {
    > * {
      flex: 1 1 0;
    }
  }
`;

interface ReportExportActionsProps {
  /** Which report, for the buttons' accessible names ("Baixar CSV da participação"). */
  reportName: string;
  onDownload: () => void;
  /** Nothing to export yet (loading, failed). */
  disabled?: boolean;
}

/**
 * The export of part 2 §2, working: the table as a CSV file, and the report printed on its own
 * (the tab's PrintCopy) for "Salvar como PDF".
 */
export function ReportExportActions({
  reportName,
  onDownload,
  disabled,
}: ReportExportActionsProps) {
  const { t } = useTranslation('reports');
  return (
    <Actions role="group" aria-label={t('export.label', { report: reportName })}>
      <Button
        variant="secondary"
        size="small"
        disabled={disabled}
        onClick={onDownload}
        aria-label={t('export.csvOf', { report: reportName })}
      >
        {t('export.csv')}
      </Button>
      <Button
        variant="secondary"
        size="small"
        disabled={disabled}
        onClick={() => window.print()}
        aria-label={t('export.printOf', { report: reportName })}
      >
        {t('export.print')}
      </Button>
    </Actions>
  );
}
