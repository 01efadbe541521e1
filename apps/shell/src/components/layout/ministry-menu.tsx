import { ministryLinks, ministrySections, type MinistrySectionName } from '@levita/contracts/paths';
import { IconButton } from '@levita/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { useCallerStanding } from '../../hooks/use-caller-standing';
import { CloseIcon, MenuIcon } from './chrome-icons';
import { useSmallScreen } from '../../hooks/use-small-screen';

interface MenuItem {
  key: string;
  href: (ministryId: string) => string;
  /** Ministry home and dashboard match exactly; sections match their sub-pages too. */
  end?: boolean;
  /** Roles and settings: PROPRIETARIO and ADMIN only (part 1 §2, §6). */
  managersOnly?: boolean;
}

const sectionItems = (Object.keys(ministrySections) as MinistrySectionName[]).map(
  (section): MenuItem => ({
    key: `nav.${ministrySections[section].name}`,
    href: (id) => ministryLinks.section(id, section),
    managersOnly: ministrySections[section].menu === 'managers',
  }),
);

/** Part 1 §2: the ministry side menu, in order (the sections in the contracts' order). */
export const ministryMenuItems: readonly MenuItem[] = [
  { key: 'nav.dashboard', href: () => paths.dashboard.getHref(), end: true },
  { key: 'nav.home', href: (id) => paths.ministry.getHref(id), end: true },
  ...sectionItems,
  { key: 'nav.settings', href: (id) => paths.ministrySettings.getHref(id), managersOnly: true },
];

const Nav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  ul[hidden] {
    display: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySurface};
    font-weight: 600;
  }
`;

const Toggle = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

/**
 * The ministry's side menu: everyone's sections, plus roles and settings for the owner and
 * administrators (a standing that cannot be fetched counts as PENDENTE). The current page is
 * marked with aria-current. At 768 px and below it folds behind a button.
 */
export function MinistryMenu({ ministryId }: { ministryId: string }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { canManage } = useCallerStanding(Number(ministryId));
  const small = useSmallScreen();
  const [open, setOpen] = useState(false);
  const listId = useId();

  useEffect(() => setOpen(false), [pathname]);

  const items = ministryMenuItems.filter((item) => canManage || !item.managersOnly);
  return (
    <Nav aria-label={t('nav.ministry')}>
      {small ? (
        <Toggle>
          <span>{t('nav.ministry')}</span>
          <IconButton
            aria-label={t('nav.toggleMinistryMenu')}
            aria-expanded={open}
            aria-controls={listId}
            icon={open ? <CloseIcon /> : <MenuIcon />}
            onClick={() => setOpen((current) => !current)}
          />
        </Toggle>
      ) : null}
      <ul id={listId} hidden={small && !open}>
        {items.map((item) => (
          <li key={item.key}>
            <NavLink to={item.href(ministryId)} end={item.end}>
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
