import { pageTextsFrom } from '@levita/i18n';

/*
 * The texts only one page (or its dialogs) reads live beside it, in a `locales` folder of its
 * feature, and load with it (useNamespaces): the app's own chunk (config/texts.ts), which every
 * page of the remote downloads first, keeps what the list and the song page read.
 * docs/shared-libraries.md.
 */

/** The loaders of these page-owned namespaces, by namespace and language. */
export const pageTexts = pageTextsFrom(
  import.meta.glob<unknown>('../features/*/locales/*/*.json', { import: 'default' }),
);
