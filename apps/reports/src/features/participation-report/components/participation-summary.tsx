import { roundedPercentage, type ParticipationReport } from '@levita/contracts';
import { useFormatters, useTranslation } from '@levita/i18n';
import styled from 'styled-components';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(11rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  > div {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.font.large};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The period at a glance: schedules counted (published and finished), how many of the
 * listed members served, and the share of participations confirmed.
 */
export function ParticipationSummary({ report }: { report: ParticipationReport }) {
  const { t } = useTranslation('participation-report');
  const { percent } = useFormatters();
  const served = report.membros.filter((member) => member.total_participacoes > 0).length;
  const participations = report.membros.reduce((sum, m) => sum + m.total_participacoes, 0);
  const confirmed = report.membros.reduce((sum, m) => sum + m.participacoes_confirmadas, 0);
  return (
    <Figures aria-label={t('summary.label')}>
      <div>
        <dt>{t('summary.schedules')}</dt>
        <dd>{report.total_escalas}</dd>
      </div>
      <div>
        <dt>{t('summary.served')}</dt>
        <dd>{t('summary.servedValue', { served, total: report.membros.length })}</dd>
      </div>
      <div>
        <dt>{t('summary.participations')}</dt>
        <dd>{participations}</dd>
      </div>
      <div>
        <dt>{t('summary.confirmed')}</dt>
        <dd>{percent(roundedPercentage(confirmed, participations))}</dd>
      </div>
    </Figures>
  );
}
