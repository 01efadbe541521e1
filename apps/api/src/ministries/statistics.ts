import type { MinistryStatistics } from '@levita/contracts';
import { monthName } from '../i18n/default-functions';
import type { ServerLocale } from '../i18n/messages';
import type { StatisticsRepository } from '../repositories/statistics-repository';

const HISTORY_MONTHS = 6;

/** The ministry home's numbers (part 1 §3), with month names in the caller's language. */
export async function ministryStatistics(
  statistics: StatisticsRepository,
  ministryId: number,
  locale: ServerLocale,
  now = new Date(),
): Promise<MinistryStatistics> {
  const months = Array.from({ length: HISTORY_MONTHS }, (_, index) => {
    const date = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (HISTORY_MONTHS - 1 - index), 1),
    );
    return { mes: date.getUTCMonth() + 1, ano: date.getUTCFullYear() };
  });
  const key = ({ mes, ano }: { mes: number; ano: number }) =>
    `${ano}-${String(mes).padStart(2, '0')}`;
  const first = months[0]!;
  const current = months[months.length - 1]!;
  const [members, songs, schedules, perMonth] = await Promise.all([
    statistics.activeMembers(ministryId),
    statistics.songs(ministryId),
    statistics.schedules(ministryId),
    statistics.schedulesPerMonth(ministryId, key(first), key(current)),
  ]);
  const historico_mensal = months.map((month) => ({
    ...month,
    nome_mes: monthName(locale, month.mes),
    total_escalas: perMonth.get(key(month)) ?? 0,
  }));
  return {
    estatisticas: {
      total_musicas: songs,
      total_escalas: schedules,
      total_membros: members,
      escalas_mes_atual: perMonth.get(key(current)) ?? 0,
      nome_mes_atual: monthName(locale, current.mes),
    },
    historico_mensal,
  };
}
