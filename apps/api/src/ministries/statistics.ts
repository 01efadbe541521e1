import { historyMonths, monthBounds, type MinistryStatistics } from '@levita/contracts';
import { monthName } from '../i18n/default-functions';
import type { ServerLocale } from '../i18n/messages';
import type { StatisticsRepository } from '../repositories/statistics-repository';

/**
 * The ministry home's numbers (part 1 §3), with month names in the caller's language.
 * `today` is the ministry's calendar date ('yyyy-MM-dd'): its month is the current one, so
 * the evening of 30 November in São Paulo still counts November though UTC is in December.
 */
export async function ministryStatistics(
  statistics: StatisticsRepository,
  ministry: { id: number; song_count: number },
  locale: ServerLocale,
  today: string,
): Promise<MinistryStatistics> {
  const months = historyMonths(today);
  const key = ({ mes, ano }: { mes: number; ano: number }) =>
    `${ano}-${String(mes).padStart(2, '0')}`;
  const first = months[0]!;
  const current = months[months.length - 1]!;
  const [members, schedules, perMonth] = await Promise.all([
    statistics.activeMembers(ministry.id),
    statistics.schedules(ministry.id),
    statistics.schedulesPerMonth(
      ministry.id,
      monthBounds(first.ano, first.mes).inicio,
      monthBounds(current.ano, current.mes).fim,
    ),
  ]);
  const historico_mensal = months.map((month) => ({
    ...month,
    nome_mes: monthName(locale, month.mes),
    total_escalas: perMonth.get(key(month)) ?? 0,
  }));
  return {
    estatisticas: {
      total_musicas: ministry.song_count,
      total_escalas: schedules,
      total_membros: members,
      escalas_mes_atual: perMonth.get(key(current)) ?? 0,
      nome_mes_atual: monthName(locale, current.mes),
    },
    historico_mensal,
  };
}
