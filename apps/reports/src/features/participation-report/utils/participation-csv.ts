import type { ParticipationReport } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import { csvDecimal, type CsvCell } from '../../../utils/csv';

export interface ParticipationCsvLabels {
  members: [
    member: string,
    participations: string,
    confirmed: string,
    declined: string,
    percent: string,
    functions: string,
  ];
  functions: [
    fn: string,
    participations: string,
    confirmed: string,
    declined: string,
    percent: string,
  ];
  /** A member's functions as one cell ("Violão (3), Vocal (1)"). */
  memberFunctions: (funcoes: Record<string, number>) => string;
  /** A function's name in the reader's language. */
  functionName: (stored: string) => string;
}

/**
 * The participation tab as spreadsheet rows: the members table, an empty row, then the
 * functions table. Numbers stay numbers; percentages carry one decimal in the language's mark.
 */
export function participationCsvRows(
  report: ParticipationReport,
  labels: ParticipationCsvLabels,
  locale: Locale,
): CsvCell[][] {
  return [
    labels.members,
    ...report.membros.map((member) => [
      member.nome,
      member.total_participacoes,
      member.participacoes_confirmadas,
      member.participacoes_recusadas,
      csvDecimal(locale, member.porcentagem_participacao),
      labels.memberFunctions(member.funcoes),
    ]),
    [],
    labels.functions,
    ...report.funcoes.map((fn) => [
      labels.functionName(fn.nome),
      fn.total_participacoes,
      fn.participacoes_confirmadas,
      fn.participacoes_recusadas,
      csvDecimal(locale, fn.porcentagem_confirmacao),
    ]),
  ];
}
