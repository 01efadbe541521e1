import type { TextLoaders } from '@levita/i18n';

/** shell: chrome and session; auth: login, register, Google; account: recovery, reset, profile. */
export const defaultNamespace = 'shell';

/** The shell's texts, one chunk per language: a page downloads its language only. */
export const loadTexts: TextLoaders = {
  'pt-BR': () => import('../locales/pt-BR').then((texts) => texts.default),
  'en-US': () => import('../locales/en-US').then((texts) => texts.default),
};
