import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));
const skipped = new Set(['node_modules', 'dist', '.nx', '.git', 'deploy', 'data', 'coverage']);

/** Every `locales` folder in apps/ and libs/: each holds one folder per language. */
function findLocaleFolders(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (skipped.has(name)) continue;
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) continue;
    if (name === 'locales') found.push(path);
    else findLocaleFolders(path, found);
  }
  return found;
}

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function readNamespaces(folder: string): Map<string, Record<string, unknown>> {
  const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  return new Map(files.map((file) => [file, JSON.parse(readFileSync(join(folder, file), 'utf8'))]));
}

const localeFolders = ['apps', 'libs'].flatMap((top) =>
  findLocaleFolders(join(workspaceRoot, top)),
);

describe('translations', () => {
  it('finds the translation folders of the workspace', () => {
    expect(localeFolders.map((folder) => relative(workspaceRoot, folder))).toContain(
      join('libs', 'i18n', 'src', 'locales'),
    );
  });

  describe.each(localeFolders.map((folder) => [relative(workspaceRoot, folder), folder]))(
    '%s',
    (_name, folder) => {
      const ptBR = readNamespaces(join(folder, 'pt-BR'));
      const enUS = readNamespaces(join(folder, 'en-US'));

      it('has the same namespaces in pt-BR and en-US', () => {
        expect([...ptBR.keys()].sort()).toEqual([...enUS.keys()].sort());
      });

      it.each([...ptBR.keys()])('%s has the same keys in both languages, none empty', (file) => {
        const pt = ptBR.get(file);
        const en = enUS.get(file);
        expect(flattenKeys(pt).sort()).toEqual(flattenKeys(en ?? {}).sort());
        for (const texts of [pt, en]) {
          const empty = flattenKeys(texts).filter((key) => {
            const text = key
              .split('.')
              .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
            return typeof text !== 'string' || text.trim() === '';
          });
          expect(empty).toEqual([]);
        }
      });
    },
  );
});
