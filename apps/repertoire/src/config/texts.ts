import type { TextLoaders } from '@levita/i18n';

/** The remote's texts, one chunk per language: a page downloads its language only. */
export const loadTexts: TextLoaders = {
  'pt-BR': () => import('../locales/pt-BR').then((texts) => texts.default),
  'en-US': () => import('../locales/en-US').then((texts) => texts.default),
};
