import { PARTICIPATION_PAGE_SIZE, type ParticipationReport } from '@levita/contracts';
import { Button, Pagination } from '@levita/ui';
import { useId, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { ReportSection } from '../../../components/report-layout';
import { ReportTable } from '../../../components/report-table';
import { useMemberFunctionsText } from '../hooks/use-member-functions-text';
import { CountCells, CountHeaders } from './count-cells';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Functions = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.small};
`;

interface MembersTableProps {
  members: ParticipationReport['membros'];
  /** The copy on paper: every member, no pager. */
  printed?: boolean;
}

/**
 * Each member's participations, confirmed ones, share of the period's schedules (one decimal,
 * coloured) and functions. Pages of 10 with up to 5 page buttons, or everyone at once.
 */
export function MembersTable({ members, printed = false }: MembersTableProps) {
  const { t } = useTranslation('participation-report');
  const { functionsText } = useMemberFunctionsText();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [showAll, setShowAll] = useState(false);
  const totalPages = Math.ceil(members.length / PARTICIPATION_PAGE_SIZE);
  const paged = !printed && !showAll && totalPages > 1;
  const shown = paged
    ? members.slice((page - 1) * PARTICIPATION_PAGE_SIZE, page * PARTICIPATION_PAGE_SIZE)
    : members;
  const columns = {
    participations: t('members.participations'),
    confirmed: t('members.confirmed'),
    declined: t('members.declined'),
    percentage: t('members.percentage'),
  };
  const functionsHeader = t('members.functions');

  return (
    <ReportSection aria-labelledby={headingId}>
      <Heading>
        <h2 id={headingId}>{t('members.title')}</h2>
        {!printed && totalPages > 1 ? (
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              setShowAll(!showAll);
              setPage(1);
            }}
          >
            {showAll ? t('members.showPages') : t('members.showAll', { count: members.length })}
          </Button>
        ) : null}
      </Heading>
      <ReportTable aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('members.name')}</th>
            <CountHeaders columns={columns} />
            <th scope="col">{functionsHeader}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((member) => {
            const functions = functionsText(member.funcoes);
            return (
              <tr key={member.membro_id}>
                <th scope="row">{member.nome}</th>
                <CountCells
                  columns={columns}
                  participations={member.total_participacoes}
                  confirmed={member.participacoes_confirmadas}
                  declined={member.participacoes_recusadas}
                  percentage={member.porcentagem_participacao}
                />
                <td className="wide" data-label={functionsHeader}>
                  {functions.length === 0 ? (
                    t('members.noFunctions')
                  ) : (
                    <Functions>
                      {functions.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                    </Functions>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </ReportTable>
      {paged ? (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={setPage}
          label={t('members.pagination')}
        />
      ) : null}
    </ReportSection>
  );
}
