import { useRemoteProps } from '@levita/federation';
import { PrintCopy } from '@levita/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Sheet = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  header p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  header h1 {
    margin: ${({ theme }) => theme.space(1)} 0;
    font-size: ${({ theme }) => theme.font.title};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.large};
    break-after: avoid;
  }
`;

interface ReportPrintProps {
  /** The report's name, as the page's tab says it. */
  title: string;
  /** The period in words ("novembro de 2026"). */
  period: string;
  children: ReactNode;
}

/**
 * What "Imprimir / Salvar PDF" puts on paper for a report tab: the ministry, the report and
 * its period, then the tab's content as given (every row, not the page on screen).
 */
export function ReportPrint({ title, period, children }: ReportPrintProps) {
  const { ministry } = useRemoteProps();
  return (
    <PrintCopy>
      <Sheet>
        <header>
          {ministry ? <p>{ministry.nome}</p> : null}
          <h1>{title}</h1>
          <p>{period}</p>
        </header>
        {children}
      </Sheet>
    </PrintCopy>
  );
}
