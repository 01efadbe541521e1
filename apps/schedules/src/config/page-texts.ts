import type { Locale, PageTexts } from '@levita/i18n';

/*
 * The texts only one page (or its dialogs) reads live beside it, in a `locales` folder of its
 * feature or component, and load with it (useNamespaces), a namespace and language at a time:
 * the app's own chunk (config/texts.ts), which every page of the remote downloads first, keeps
 * only what the list and the detail read. docs/shared-libraries.md.
 */

const files = import.meta.glob<unknown>(
  ['../features/*/locales/*/*.json', '../components/*/locales/*/*.json'],
  { import: 'default' },
);

const languages: readonly Locale[] = ['pt-BR', 'en-US'];

/** The loaders of these page-owned namespaces, by namespace and language. */
export function pageTexts(...namespaces: string[]): PageTexts {
  return Object.fromEntries(
    namespaces.map((namespace) => [
      namespace,
      Object.fromEntries(
        languages.map((language) => {
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
