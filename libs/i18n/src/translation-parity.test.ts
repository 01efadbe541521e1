import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { supportedLocales } from './locales';

const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));
const skipped = new Set(['node_modules', 'dist', '.nx', '.git', 'deploy', 'data', 'coverage']);

/** Every `locales` folder under `dir`: each holds one folder per language. */
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

/**
 * `{a: {b: 'x'}}` gives `[['a.b', 'x']]`: every leaf with its dotted key. A list of texts (the
 * paragraphs of a legal document) counts item by item, `a.0`, `a.1`..., so both languages must
 * have as many; an empty list is a leaf, and so reported as not a text.
 */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [[prefix, value]];
  if (Array.isArray(value) && value.length === 0) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

function readNamespaces(folder: string): Map<string, unknown> {
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  } catch {
    // A missing language folder shows up below as namespaces missing in that language.
  }
  return new Map(files.map((file) => [file, JSON.parse(readFileSync(join(folder, file), 'utf8'))]));
}

/**
 * What is wrong with one `locales` folder: a namespace file in one language only, a key in
 * one language only, or a text that is empty (or not text at all) in either.
 */
function translationProblems(folder: string): string[] {
  const byLocale = new Map(
    supportedLocales.map((locale) => [locale, readNamespaces(join(folder, locale))]),
  );
  const files = new Set([...byLocale.values()].flatMap((namespaces) => [...namespaces.keys()]));
  const problems: string[] = [];
  for (const file of [...files].sort()) {
    const keysByLocale = new Map<string, Set<string>>();
    for (const [locale, namespaces] of byLocale) {
      if (!namespaces.has(file)) {
        problems.push(`${locale}/${file} is missing`);
        continue;
      }
      const entries = leaves(namespaces.get(file));
      keysByLocale.set(locale, new Set(entries.map(([key]) => key)));
      for (const [key, text] of entries) {
        if (typeof text !== 'string' || text.trim() === '')
          problems.push(`${locale}/${file}: "${key}" is empty or not a text`);
      }
    }
    const allKeys = new Set([...keysByLocale.values()].flatMap((keys) => [...keys]));
    for (const [locale, keys] of keysByLocale) {
      for (const key of allKeys) {
        if (!keys.has(key)) problems.push(`${locale}/${file}: "${key}" is missing`);
      }
    }
  }
  return problems;
}

const localeFolders = ['apps', 'libs'].flatMap((top) =>
  findLocaleFolders(join(workspaceRoot, top)),
);

describe('translations', () => {
  it('finds the translation folders of the workspace', () => {
    const found = localeFolders.map((folder) => relative(workspaceRoot, folder));
    expect(found).toContain(join('libs', 'i18n', 'src', 'locales'));
    expect(found).toContain(join('libs', 'federation', 'src', 'locales'));
    expect(found).toContain(join('apps', 'repertoire', 'src', 'locales'));
  });

  it.each(localeFolders.map((folder) => [relative(workspaceRoot, folder), folder]))(
    '%s has the same namespaces and keys in pt-BR and en-US, none empty',
    (_name, folder) => {
      expect(translationProblems(folder)).toEqual([]);
    },
  );

  it('reports a missing key, an empty text and a namespace in one language only', () => {
    const folder = mkdtempSync(join(tmpdir(), 'levita-locales-'));
    const write = (locale: string, file: string, texts: unknown) => {
      mkdirSync(join(folder, locale), { recursive: true });
      writeFileSync(join(folder, locale, file), JSON.stringify(texts));
    };
    write('pt-BR', 'demo.json', { title: 'Título', nested: { hint: '  ' }, only: 'Só aqui' });
    write('en-US', 'demo.json', { title: 'Title', nested: { hint: 'Hint' } });
    write('pt-BR', 'extra.json', { a: 'A' });
    expect(translationProblems(folder)).toEqual([
      'pt-BR/demo.json: "nested.hint" is empty or not a text',
      'en-US/demo.json: "only" is missing',
      'en-US/extra.json is missing',
    ]);
  });

  it('counts lists of texts item by item', () => {
    const folder = mkdtempSync(join(tmpdir(), 'levita-locales-'));
    const write = (locale: string, texts: unknown) => {
      mkdirSync(join(folder, locale), { recursive: true });
      writeFileSync(join(folder, locale, 'legal.json'), JSON.stringify(texts));
    };
    write('pt-BR', { paragraphs: ['Um', 'Dois'], items: [] });
    write('en-US', { paragraphs: ['One'], items: [] });
    expect(translationProblems(folder)).toEqual([
      'pt-BR/legal.json: "items" is empty or not a text',
      'en-US/legal.json: "items" is empty or not a text',
      'en-US/legal.json: "paragraphs.1" is missing',
    ]);
  });
});
