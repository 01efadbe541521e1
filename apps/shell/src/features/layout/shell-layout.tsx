import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';

const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    text-decoration: none;
    font-weight: 600;
  }
`;

const Brand = styled(Link)`
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space(5)};
`;

/** The chrome of every logged-in page: top bar and the page outlet. */
export function ShellLayout() {
  const { t } = useTranslation('shell');
  return (
    <>
      <TopBar>
        <Brand to={paths.dashboard.getHref()}>{t('common:appName')}</Brand>
        <nav aria-label={t('nav.main')}>
          <NavLink to={paths.dashboard.getHref()}>{t('nav.dashboard')}</NavLink>
        </nav>
      </TopBar>
      <Main>
        <Outlet />
      </Main>
    </>
  );
}
