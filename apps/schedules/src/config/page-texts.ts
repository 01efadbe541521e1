import { pageTextsFrom } from '@levita/i18n';

/*
 * The texts only one page (or its dialogs) reads live beside it, in a `locales` folder of its
 * feature or component, and load with it (useNamespaces), a namespace and language at a time:
 * the app's own chunk (config/texts.ts), which every page of the remote downloads first, keeps
 * only what the list and the detail read. docs/shared-libraries.md.
 */

/** The loaders of these page-owned namespaces, by namespace and language. */
export const pageTexts = pageTextsFrom(
  import.meta.glob<unknown>(
    ['../features/*/locales/*/*.json', '../components/*/locales/*/*.json'],
    {
      import: 'default',
    },
  ),
);
