import { buttonStyles, type ButtonVariant } from '@levita/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';

const Panel = styled.section`
  margin: ${({ theme }) => theme.space(6)} auto;
  max-width: 560px;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.title};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const DashboardLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/**
 * The page a member or pending user sees on a page for administrators and owners (part 1
 * §6), with the way back to the dashboard.
 */
export function AccessDenied() {
  const { t } = useTranslation('shell');
  return (
    <Panel aria-labelledby="access-denied-title">
      <h1 id="access-denied-title">{t('accessDenied.title')}</h1>
      <p>{t('accessDenied.message')}</p>
      <DashboardLink to={paths.dashboard.getHref()}>
        {t('accessDenied.backToDashboard')}
      </DashboardLink>
    </Panel>
  );
}
