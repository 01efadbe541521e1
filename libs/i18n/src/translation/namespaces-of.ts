import type { Locale } from '../locales';
import type { LanguageTexts, NamespaceResources, PageTexts } from './i18n-instance';

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

const pageLanguages: readonly Locale[] = ['pt-BR', 'en-US'];

/**
 * The loaders of a remote's page-owned namespaces (texts only one page or its dialogs read,
 * in a `locales/<language>/<namespace>.json` beside it), from the lazy
 * `import.meta.glob([...], { import: 'default' })` of those folders: `pageTexts('song-create')`
 * gives what `useNamespaces` loads with the page. docs/shared-libraries.md.
 */
export function pageTextsFrom(files: Record<string, () => Promise<unknown>>) {
  return (...namespaces: string[]): PageTexts =>
    Object.fromEntries(
      namespaces.map((namespace) => [
        namespace,
        Object.fromEntries(
          pageLanguages.map((language) => {
            const path = Object.keys(files).find((file) =>
              file.endsWith(`/locales/${language}/${namespace}.json`),
            );
            if (!path) throw new Error(`No texts of ${namespace} in ${language}`);
            return [language, files[path]!];
          }),
        ) as PageTexts[string],
      ]),
    );
}

/**
 * The same page-owned files read eagerly (`{ import: 'default', eager: true }`), one
 * language's namespaces by name: tests and the standalone harness hold every text at once.
 */
export function pageNamespacesOf(files: Record<string, unknown>, language: Locale): LanguageTexts {
  return namespacesOf(
    Object.fromEntries(
      Object.entries(files).filter(([path]) => path.includes(`/locales/${language}/`)),
    ),
  );
}
