import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 220px 1fr;
  gap: ${({ theme }) => theme.space(6)};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 1fr;
  }
`;

const SideMenu = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a.active {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: 600;
  }
`;

/** Spec part 1 §2: the items every member sees; admin items arrive with the ministry role. */
const menuItems = [
  { key: 'nav.home', section: '' },
  { key: 'nav.repertoire', section: 'musicas' },
  { key: 'nav.schedules', section: 'escalas' },
  { key: 'nav.members', section: 'membros' },
  { key: 'nav.unavailability', section: 'indisponibilidades' },
  { key: 'nav.reports', section: 'relatorios' },
] as const;

export function MinistryLayout() {
  const { t } = useTranslation('shell');
  const { id = '' } = useParams();
  const home = paths.ministry.getHref(id);
  return (
    <Columns>
      <SideMenu aria-label={t('nav.ministry')}>
        <ul>
          {menuItems.map((item) => (
            <li key={item.key}>
              <NavLink to={item.section ? `${home}/${item.section}` : home} end={!item.section}>
                {t(item.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </SideMenu>
      <div>
        <Outlet />
      </div>
    </Columns>
  );
}
