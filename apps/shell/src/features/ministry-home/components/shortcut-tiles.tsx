import type { MinistryStanding } from '@levita/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { isManagerStanding } from '../../../hooks/use-caller-standing';
import { Card } from './home-card';

type Shortcut =
  | 'repertoire'
  | 'schedules'
  | 'members'
  | 'unavailability'
  | 'reports'
  | 'settings'
  | 'nextSchedules';

const SECTIONS: Record<Shortcut, string> = {
  repertoire: 'musicas',
  schedules: 'escalas',
  members: 'membros',
  unavailability: 'indisponibilidades',
  reports: 'relatorios',
  settings: 'configuracoes',
  // The schedules page lists what is coming first; the widget below shows the caller's own.
  nextSchedules: 'escalas',
};

/** Part 1 §2 and §6: settings for managers, a next-schedules shortcut for everyone else. */
export function shortcutsFor(standing: MinistryStanding): Shortcut[] {
  const common: Shortcut[] = ['repertoire', 'schedules', 'members', 'unavailability', 'reports'];
  return [...common, isManagerStanding(standing) ? 'settings' : 'nextSchedules'];
}

/*
 * Three tiles a row at most (the six make two even rows), fewer where a tile would be
 * narrower than 12rem: about the width of the longest title, "Indisponibilidades", so a
 * title breaks only when a larger font leaves no other way.
 */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, max(12rem, calc((100% - 2 * ${({ theme }) => theme.space(3)}) / 3))), 1fr)
  );
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    min-width: 0;
  }
  /* Whatever the font, a long one-word title breaks inside its tile (hyphenated where the
     browser knows the language) instead of running into the next tile. */
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    height: 100%;
    box-sizing: border-box;
    overflow-wrap: anywhere;
    hyphens: auto;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySurface};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  span {
    font-size: ${({ theme }) => theme.font.small};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function ShortcutTiles({
  ministryId,
  standing,
}: {
  ministryId: number;
  standing: MinistryStanding;
}) {
  const { t } = useTranslation('ministryHome');
  return (
    <Card aria-labelledby="ministry-shortcuts-title">
      <h2 id="ministry-shortcuts-title">{t('shortcuts.title')}</h2>
      <Grid>
        {shortcutsFor(standing).map((shortcut) => (
          <li key={shortcut}>
            <Link
              to={paths.ministrySection.getHref(ministryId, SECTIONS[shortcut])}
              aria-describedby={`shortcut-${shortcut}-hint`}
            >
              {t(`shortcuts.${shortcut}.label`)}
              <span id={`shortcut-${shortcut}-hint`} aria-hidden="true">
                {t(`shortcuts.${shortcut}.hint`)}
              </span>
            </Link>
          </li>
        ))}
      </Grid>
    </Card>
  );
}
