import { useMinistryStatistics } from '@levita/api-client';
import { useFormatters, useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { Card } from './home-card';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  div {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  dt {
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.title};
    font-weight: 700;
  }
`;

const Chart = styled.ol`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.tiny};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const BarTrack = styled.div`
  display: flex;
  align-items: flex-end;
  width: 100%;
  max-width: 40px;
  height: 96px;
`;

const Bar = styled.div<{ $share: number }>`
  width: 100%;
  height: ${({ $share }) => Math.max($share * 100, 2)}%;
  border-radius: ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0 0;
  background: ${({ theme }) => theme.colors.primary};
`;

/**
 * Totals and the last six months of schedules (part 1 §3). A failed lookup hides the block
 * without a message (part 1 §8): the rest of the home still works.
 *
 * Months are named here from their numbers, in the language on screen: the API's names
 * (`nome_mes`, `nome_mes_atual`) are in the language of the request that filled the cache,
 * which a language switch does not refetch. The current month is the history's last.
 */
export function MinistryStatistics({ ministryId }: { ministryId: number }) {
  const { t } = useTranslation('ministry-home');
  const format = useFormatters();
  const { data } = useMinistryStatistics(ministryId);
  if (!data) return null;
  const { estatisticas: totals, historico_mensal: history } = data;
  const current = history.at(-1);
  const currentMonth = current ? format.monthName(current.mes) : totals.nome_mes_atual;
  const highest = Math.max(1, ...history.map((month) => month.total_escalas));
  return (
    <Card aria-labelledby="ministry-statistics-title">
      <h2 id="ministry-statistics-title">{t('statistics.title')}</h2>
      <Figures>
        <div>
          <dt>{t('statistics.songs')}</dt>
          <dd>{totals.total_musicas}</dd>
        </div>
        <div>
          <dt>{t('statistics.schedules')}</dt>
          <dd>{totals.total_escalas}</dd>
        </div>
        <div>
          <dt>{t('statistics.members')}</dt>
          <dd>{totals.total_membros}</dd>
        </div>
        <div>
          <dt>{t('statistics.thisMonth', { month: currentMonth })}</dt>
          <dd>{totals.escalas_mes_atual}</dd>
        </div>
      </Figures>
      {history.length > 0 ? (
        <>
          <h3 id="ministry-history-title">{t('statistics.history')}</h3>
          <Chart aria-labelledby="ministry-history-title">
            {history.map((month) => (
              <li
                key={`${month.ano}-${month.mes}`}
                aria-label={t('statistics.historyItem', {
                  month: format.monthName(month.mes),
                  year: month.ano,
                  count: month.total_escalas,
                })}
              >
                <strong aria-hidden="true">{month.total_escalas}</strong>
                <BarTrack aria-hidden="true">
                  <Bar $share={month.total_escalas / highest} />
                </BarTrack>
                <span aria-hidden="true">{format.monthName(month.mes).slice(0, 3)}</span>
              </li>
            ))}
          </Chart>
        </>
      ) : null}
    </Card>
  );
}
