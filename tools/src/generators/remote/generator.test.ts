import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import ts from 'typescript';
import { beforeEach, describe, expect, it } from 'vitest';
import { workspaceRoot } from '../../deploy/workspace';
import remoteGenerator, { type RemoteGeneratorOptions } from './generator';
import { ministrySectionsFile, readLiteral, remoteManifestFile } from './registrations';

const shellTexts = ['shell', 'ministry-home'].flatMap((file) =>
  ['pt-BR', 'en-US'].map((locale) => `apps/shell/src/locales/${locale}/${file}.json`),
);

/** A tree holding this workspace's real registration points, as they are on disk. */
function workspaceTree(): Tree {
  // Prettier, as in this workspace (the test tree's default is oxfmt).
  const tree = createTreeWithEmptyWorkspace({ formatter: 'prettier' });
  const viteConfigs = readdirSync(join(workspaceRoot, 'apps'))
    .map((app) => `apps/${app}/vite.config.ts`)
    .filter((file) => existsSync(join(workspaceRoot, file)));
  const files = [remoteManifestFile, ministrySectionsFile, ...shellTexts, ...viteConfigs];
  for (const file of files)
    tree.write(file, readFileSync(join(workspaceRoot, file), 'utf8').replaceAll('\r\n', '\n'));
  return tree;
}

const templateDir = join(import.meta.dirname, 'files');
const templates = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? templates(join(dir, entry.name))
      : [relative(templateDir, join(dir, entry.name))],
  );

const smoke: RemoteGeneratorOptions = { name: 'smoke', section: 'ensaios', skipInstall: true };

const sections = (tree: Tree) =>
  readLiteral(tree, ministrySectionsFile, 'ministrySections') as Record<string, object>;
const routes = (tree: Tree) =>
  readLiteral(tree, ministrySectionsFile, 'remoteRoutes') as Record<string, object>;
const syntaxErrors = (text: string) =>
  ts.transpileModule(text, { reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.React } })
    .diagnostics ?? [];

describe('remote generator', () => {
  let tree: Tree;
  let before: { sections: Record<string, object>; routes: Record<string, object> };

  beforeEach(() => {
    tree = workspaceTree();
    before = { sections: sections(tree), routes: routes(tree) };
  });

  it('writes every template into apps/<name>, names and texts filled in', async () => {
    await remoteGenerator(tree, smoke);

    const expected = templates(templateDir).map(
      (file) => `apps/smoke/${file.replace(/\.template$/, '').replaceAll('__name__', 'smoke')}`,
    );
    for (const file of expected) {
      expect(tree.exists(file), file).toBe(true);
      const text = tree.read(file, 'utf-8') ?? '';
      expect(text, file).not.toMatch(/<%|%>|__name__/);
      if (/\.tsx?$/.test(file)) expect(syntaxErrors(text), file).toEqual([]);
    }
    expect(expected).toEqual(
      expect.arrayContaining([
        'apps/smoke/src/app/app.test.tsx',
        'apps/smoke/src/features/home/components/home-page.tsx',
        'apps/smoke/src/config/paths.ts',
        'apps/smoke/src/locales/pt-BR/smoke.json',
        'apps/smoke/src/locales/en-US/smoke.json',
      ]),
    );

    const manifest = readJson(tree, 'apps/smoke/package.json');
    expect(manifest).toMatchObject({
      name: '@levita/smoke',
      scripts: { deploy: 'tsx ../../tools/src/deploy/cli.ts smoke', build: expect.any(String) },
      nx: { name: 'smoke', tags: ['scope:smoke', 'type:app', 'kind:remote'] },
    });
    // The next port after the highest of the apps in the tree.
    const viteConfig = tree.read('apps/smoke/vite.config.ts', 'utf-8');
    expect(viteConfig).toMatch(/remoteViteConfig\(\{\s*name: 'smoke',/);
    expect(viteConfig).toContain('devPort: 4206');
    // The harness mounts it as the shell does, owning what the shell routes to it.
    const standalone = tree.read('apps/smoke/src/main.tsx', 'utf-8');
    expect(standalone).toContain("remoteBasePath('smoke', 1, 'ensaios')");
    expect(standalone).toContain("ownedPaths: remoteOwnedPaths('smoke', basePath)");
    expect(readJson(tree, 'apps/smoke/src/locales/pt-BR/smoke.json')).toEqual({
      home: { title: 'Ensaios', empty: 'Nada por aqui ainda' },
    });
    expect(readJson(tree, 'apps/smoke/src/locales/en-US/smoke.json')).toEqual({
      home: { title: 'Smoke', empty: 'Nothing here yet' },
    });
  });

  it('registers the remote and its section in contracts, keeping what is there', async () => {
    const names = readLiteral(tree, remoteManifestFile, 'remoteNames') as string[];

    await remoteGenerator(tree, smoke);

    expect(readLiteral(tree, remoteManifestFile, 'remoteNames')).toEqual([...names, 'smoke']);
    expect(sections(tree)).toEqual({
      ...before.sections,
      ensaios: { name: 'smoke', remote: 'smoke', menu: 'everyone' },
    });
    expect(routes(tree)).toEqual({ ...before.routes, smoke: { home: '/' } });
    for (const file of [remoteManifestFile, ministrySectionsFile])
      expect(syntaxErrors(tree.read(file, 'utf-8') ?? ''), file).toEqual([]);
  });

  it("gives the shell the section's menu item and shortcut tile in both languages", async () => {
    await remoteGenerator(tree, { ...smoke, title: 'Ensaios', titleEn: 'Rehearsals' });

    const texts = (locale: string, file: string) =>
      readJson(tree, `apps/shell/src/locales/${locale}/${file}.json`);
    expect(texts('pt-BR', 'shell').nav.smoke).toBe('Ensaios');
    expect(texts('en-US', 'shell').nav.smoke).toBe('Rehearsals');
    expect(texts('pt-BR', 'ministry-home').shortcuts.smoke).toEqual({
      label: 'Ensaios',
      hint: 'Em breve',
    });
    expect(texts('en-US', 'ministry-home').shortcuts.smoke).toEqual({
      label: 'Rehearsals',
      hint: 'Coming soon',
    });
    // What was there stays.
    expect(texts('pt-BR', 'shell').nav.repertoire).toBe('Repertório');
  });

  it('lists a managers-only section in the menu without a shortcut tile', async () => {
    await remoteGenerator(tree, { ...smoke, menu: 'managers', port: 4999 });

    expect(sections(tree)['ensaios']).toEqual({ name: 'smoke', remote: 'smoke', menu: 'managers' });
    expect(readJson(tree, 'apps/shell/src/locales/pt-BR/ministry-home.json').shortcuts.smoke).toBe(
      undefined,
    );
    expect(tree.read('apps/smoke/vite.config.ts', 'utf-8')).toContain('devPort: 4999');
  });

  it('spells a two-word name as code wants it in each place', async () => {
    await remoteGenerator(tree, {
      name: 'song-books',
      section: 'cancioneiros',
      skipInstall: true,
    });

    expect(sections(tree)['cancioneiros']).toMatchObject({
      name: 'songBooks',
      remote: 'song-books',
    });
    expect(routes(tree)['song-books']).toEqual({ home: '/' });
    expect(tree.read('apps/song-books/src/config/paths.ts', 'utf-8')).toContain(
      "remoteRoutes['song-books']",
    );
    expect(tree.exists('apps/song-books/src/locales/pt-BR/song-books.json')).toBe(true);
    expect(readJson(tree, 'apps/shell/src/locales/en-US/shell.json').nav.songBooks).toBe(
      'Song Books',
    );
  });

  it.each([
    [{ name: 'repertoire', section: 'ensaios' }, /already/],
    [{ name: 'smoke', section: 'escalas' }, /section "escalas" already belongs/],
    [{ name: 'Smoke', section: 'ensaios' }, /kebab-case/],
    [{ name: 'smoke', section: 'ensaios/x' }, /kebab-case/],
  ])('refuses %o', async (options, error) => {
    await expect(remoteGenerator(tree, { ...options, skipInstall: true })).rejects.toThrow(error);
  });
});
