import { mayManage, type MinistryStanding } from '@levita/contracts';
import {
  ministryLinks,
  ministrySections,
  type MinistrySection,
  type MinistrySectionName,
} from '@levita/contracts/paths';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from './home-card';

interface Shortcut {
  /** Its texts: shortcuts.<name>.label and .hint. */
  name: string;
  href: (ministryId: number) => string;
}

/** The sections with a tile, in the menu's order, and whether only admin rights see them. */
const sectionShortcuts = (Object.keys(ministrySections) as MinistrySectionName[])
  .filter((section) => (ministrySections[section] as MinistrySection).tile !== false)
  .map((section) => ({
    managersOnly: ministrySections[section].menu === 'managers',
    shortcut: {
      name: ministrySections[section].name,
      href: (id: number) => ministryLinks.section(id, section),
    } satisfies Shortcut,
  }));

const settings: Shortcut = { name: 'settings', href: ministryLinks.settings };
// The schedules page lists what is coming first; the widget below shows the caller's own.
const nextSchedules: Shortcut = { name: 'nextSchedules', href: ministryLinks.schedules };

/**
 * Part 1 §2 and §6: the sections the caller finds in the menu (reports for admin rights), then
 * settings for managers or a next-schedules shortcut for everyone else.
 */
export function shortcutsFor(standing: MinistryStanding): Shortcut[] {
  const manages = mayManage(standing);
  const sections = sectionShortcuts
    .filter((section) => manages || !section.managersOnly)
    .map((section) => section.shortcut);
  return [...sections, manages ? settings : nextSchedules];
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
  const { t } = useTranslation('ministry-home');
  return (
    <Card aria-labelledby="ministry-shortcuts-title">
      <h2 id="ministry-shortcuts-title">{t('shortcuts.title')}</h2>
      <Grid>
        {shortcutsFor(standing).map(({ name, href }) => (
          <li key={name}>
            <Link to={href(ministryId)} aria-describedby={`shortcut-${name}-hint`}>
              {t(`shortcuts.${name}.label`)}
              <span id={`shortcut-${name}-hint`} aria-hidden="true">
                {t(`shortcuts.${name}.hint`)}
              </span>
            </Link>
          </li>
        ))}
      </Grid>
    </Card>
  );
}
