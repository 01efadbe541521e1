import type { Locale } from '../locales';
import type { LanguageTexts, NamespaceResources } from './i18n-instance';

/**
 * The JSON files of one language folder, as `import.meta.glob('./*.json', { eager: true,
 * import: 'default' })` gives them, keyed by namespace (the file name): `./song-list.json`
 * is `song-list`. Each app's `locales/<language>/index.ts` is this, so adding a file adds a
 * namespace, and a language is one chunk.
 */
export function namespacesOf(files: Record<string, unknown>): LanguageTexts {
  return Object.fromEntries(
    Object.entries(files).map(([path, texts]) => [
      path.replace(/^.*\//, '').replace(/\.json$/, ''),
      texts,
    ]),
  );
}

/** Both languages' texts turned around, by namespace (what tests and the harness pass). */
export function byNamespace(
  texts: Record<Locale, LanguageTexts>,
): Record<string, NamespaceResources> {
  return Object.fromEntries(
    Object.keys(texts['pt-BR']).map((namespace) => [
      namespace,
      {
        'pt-BR': texts['pt-BR'][namespace],
        'en-US': texts['en-US'][namespace],
      } as NamespaceResources,
    ]),
  );
}
