import { supportedLocales, isLocale, useTranslation } from '@levita/i18n';
import { IconButton, useThemePreference, useToastsBelow, VisuallyHidden } from '@levita/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths } from '../../config/paths';
import { usePreferences } from '../../lib/preferences-store';
import { endLastingSession } from '../../lib/session/session-renewal';
import { useSession } from '../../lib/session/session-store';
import { BackIcon, CloseIcon, LogoutIcon, MenuIcon, MoonIcon, SunIcon } from './chrome-icons';
import { useSmallScreen } from '../../hooks/use-small-screen';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-right: auto;
  font-size: ${({ theme }) => theme.font.large};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Menu = styled.div<{ $stacked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  ${({ $stacked, theme }) =>
    $stacked &&
    css`
      flex-basis: 100%;
      flex-direction: column;
      align-items: stretch;
      padding: ${theme.space(2)} 0;
      border-top: 1px solid ${theme.colors.border};
    `}
  &[hidden] {
    display: none;
  }
`;

const itemStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const NavItem = styled(NavLink)`
  ${itemStyles}
  &.active {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const ItemButton = styled.button`
  ${itemStyles}
`;

const ProfileLink = styled(Link)`
  ${itemStyles}
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  /* The initial is drawn, not written: as text it would make the link read "A Ana Souza" on
     screen while its name is "Ana Souza: meu perfil", and voice control matches what is on
     screen (WCAG 2.5.3, axe label-content-name-mismatch). */
  &::before {
    content: attr(data-initial);
  }
`;

const LanguageSelect = styled.select`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const Email = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  overflow-wrap: anywhere;
`;

/** A button whose text shows in the stacked menu and is read only by screen readers in the bar. */
function ChromeButton({
  icon,
  label,
  stacked,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  stacked: boolean;
  onClick: () => void;
}) {
  return (
    <ItemButton type="button" onClick={onClick}>
      {icon}
      {stacked ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </ItemButton>
  );
}

/** Back in history when the app has any, else the dashboard (part 1 §2). */
function useGoBack() {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    // BrowserRouter numbers its history entries; a memory router only tells the first one apart.
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    const hasHistory = typeof index === 'number' ? index > 0 : key !== 'default';
    if (hasHistory) void navigate(-1);
    else void navigate(paths.dashboard.getHref());
  };
}

/** The first letter of the name, for the avatar. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';
}

/**
 * The top bar of every logged-in page (part 1 §2): logo and name, dashboard, back, theme,
 * language, the user's avatar and name (to /perfil) and logout. At 768 px and below the
 * items fold into a menu that also shows the user's e-mail.
 */
export function TopBar() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const goBack = useGoBack();
  const small = useSmallScreen();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLElement>(null);
  useToastsBelow(barRef);
  const user = useSession((state) => state.user);
  const signOut = useSession((state) => state.signOut);
  const { theme, toggleTheme } = useThemePreference();
  const locale = usePreferences((state) => state.locale);
  const setLocale = usePreferences((state) => state.setLocale);

  // A chosen item has done its job: the menu closes when the page changes.
  useEffect(() => setOpen(false), [pathname]);

  const name = user?.nome.trim() || t('chrome.userFallback');
  const email = user?.email.trim() || t('chrome.userFallback');
  const stacked = small;
  const collapsed = small && !open;

  const logout = () => {
    endLastingSession();
    signOut('logout');
    void navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <Bar
      ref={barRef}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !small || !open) return;
        setOpen(false);
        toggleRef.current?.focus();
      }}
    >
      <Brand to={paths.dashboard.getHref()}>
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span>{t('common:appName')}</span>
      </Brand>
      {small ? (
        <IconButton
          ref={toggleRef}
          aria-label={t('chrome.menu')}
          aria-expanded={open}
          aria-controls={menuId}
          icon={open ? <CloseIcon /> : <MenuIcon />}
          onClick={() => setOpen((current) => !current)}
        />
      ) : null}
      <Menu id={menuId} $stacked={stacked} hidden={collapsed}>
        <ChromeButton
          icon={<BackIcon />}
          label={t('chrome.back')}
          stacked={stacked}
          onClick={goBack}
        />
        <nav aria-label={t('nav.main')}>
          <NavItem to={paths.dashboard.getHref()}>{t('nav.dashboard')}</NavItem>
        </nav>
        <ChromeButton
          icon={theme === 'dark' ? <SunIcon /> : <MoonIcon />}
          label={theme === 'dark' ? t('chrome.theme.useLight') : t('chrome.theme.useDark')}
          stacked={stacked}
          onClick={toggleTheme}
        />
        <LanguageSelect
          aria-label={t('chrome.language')}
          value={locale}
          onChange={(event) => {
            if (isLocale(event.target.value)) setLocale(event.target.value);
          }}
        >
          {supportedLocales.map((option) => (
            <option key={option} value={option} lang={option}>
              {t(`common:language.${option}`)}
            </option>
          ))}
        </LanguageSelect>
        <ProfileLink to={paths.profile.getHref()} aria-label={t('chrome.profile', { name })}>
          <Avatar aria-hidden="true" data-initial={initialOf(name)} />
          <span aria-hidden="true">{name}</span>
        </ProfileLink>
        {stacked ? <Email>{email}</Email> : null}
        <ItemButton type="button" onClick={logout}>
          <LogoutIcon />
          <span>{t('chrome.logout')}</span>
        </ItemButton>
      </Menu>
    </Bar>
  );
}
