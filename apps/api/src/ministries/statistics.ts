import { monthBounds, type MinistryStatistics } from '@levita/contracts';
import { monthName } from '../i18n/default-functions';
import type { ServerLocale } from '../i18n/messages';
import type { StatisticsRepository } from '../repositories/statistics-repository';

const HISTORY_MONTHS = 6;

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
  // Months counted from year 0, so stepping back across January is plain subtraction.
  const currentSerial = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  const months = Array.from({ length: HISTORY_MONTHS }, (_, index) => {
    const serial = currentSerial - (HISTORY_MONTHS - 1 - index);
    return { mes: (serial % 12) + 1, ano: Math.floor(serial / 12) };
  });
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
