import { createT, type Locale, type TFunction } from '@levita/i18n';

export { interpolate } from '@levita/i18n';

type Texts = { readonly [key: string]: string | readonly string[] | Texts };
export type Translate = TFunction;

/**
 * The landing's `t`: the apps' own translator (@levita/i18n) over the landing's one file of
 * texts, falling back to pt-BR, then to the key itself. The landing renders no I18nProvider
 * (its page keeps its texts in its own context), but the rules are the same everywhere.
 */
export function createTranslate(resources: Record<Locale, Texts>, locale: Locale): Translate {
  return createT(
    { 'pt-BR': { landing: resources['pt-BR'] }, 'en-US': { landing: resources['en-US'] } },
    {
      language: locale,
      fallbackLanguage: 'pt-BR',
      namespaces: ['landing'],
      fallbackNamespace: 'landing',
    },
  );
}
