import { type Tree, updateJson } from '@nx/devkit';
import type { SectionMenuAudience } from '@levita/contracts/paths';
import {
  append,
  arrayLiteral,
  objectLiteral,
  parse,
  propertyKey,
  readLiteral,
} from '../source-edits';

/** The data a remote must be written into; everything else finds it by folder or by tag. */
export const remoteManifestFile = 'libs/contracts/src/remote-manifest.ts';
export const ministrySectionsFile = 'libs/contracts/src/paths/ministry-sections.ts';

export { readLiteral };

export function registeredRemotes(tree: Tree): string[] {
  return readLiteral(tree, remoteManifestFile, 'remoteNames') as string[];
}

export function registeredSections(tree: Tree): string[] {
  return Object.keys(readLiteral(tree, ministrySectionsFile, 'ministrySections'));
}

/** contracts' `remoteNames`: the shell, the deploy tool and the API accept the remote. */
export function registerRemoteName(tree: Tree, name: string) {
  const { text, source } = parse(tree, remoteManifestFile);
  const names = arrayLiteral(source, 'remoteNames');
  tree.write(remoteManifestFile, append(text, names.elements, names.end - 1, `'${name}'`));
}

export interface SectionEntry {
  /** The path segment, /ministerios/:id/<section>. */
  section: string;
  /** The section in code (texts, test ids). */
  codeName: string;
  remote: string;
  menu: SectionMenuAudience;
}

/**
 * contracts' `ministrySections` (the shell routes the section to the remote and lists it in
 * the menu) and `remoteRoutes` (the remote's own routes, one page at its base path).
 */
export function registerSection(tree: Tree, entry: SectionEntry) {
  const first = parse(tree, ministrySectionsFile);
  const sections = objectLiteral(first.source, 'ministrySections');
  const withSection = append(
    first.text,
    sections.properties,
    sections.end - 1,
    `${propertyKey(entry.section)}: { name: '${entry.codeName}', remote: '${entry.remote}', menu: '${entry.menu}' }`,
  );
  tree.write(ministrySectionsFile, withSection);

  const second = parse(tree, ministrySectionsFile);
  const routes = objectLiteral(second.source, 'remoteRoutes');
  tree.write(
    ministrySectionsFile,
    append(
      second.text,
      routes.properties,
      routes.end - 1,
      `${propertyKey(entry.remote)}: { home: '/' }`,
    ),
  );
}

type Texts = Record<'pt-BR' | 'en-US', string>;

export interface SectionTexts {
  codeName: string;
  menu: SectionEntry['menu'];
  /** The menu item and the shortcut tile's label. */
  title: Texts;
  /** The shortcut tile's line under the label. */
  hint: Texts;
}

/**
 * The shell's texts for the section, keyed by its code name: the menu item (`nav.<name>`)
 * and, for a section everyone sees, its shortcut tile on the ministry home.
 */
export function registerSectionTexts(tree: Tree, { codeName, menu, title, hint }: SectionTexts) {
  for (const locale of ['pt-BR', 'en-US'] as const) {
    const folder = `apps/shell/src/locales/${locale}`;
    updateJson(tree, `${folder}/shell.json`, (texts) => ({
      ...texts,
      nav: { ...texts.nav, [codeName]: title[locale] },
    }));
    if (menu !== 'everyone') continue;
    updateJson(tree, `${folder}/ministry-home.json`, (texts) => ({
      ...texts,
      shortcuts: { ...texts.shortcuts, [codeName]: { label: title[locale], hint: hint[locale] } },
    }));
  }
}
