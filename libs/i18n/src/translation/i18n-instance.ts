import commonEnUS from '../locales/en-US/common.json';
import commonPtBR from '../locales/pt-BR/common.json';
import type { Locale } from '../locales';
import { createT, type Resources, type TFunction } from './translate';

export type NamespaceResources = Record<Locale, Record<string, unknown>>;

export interface CreateI18nOptions {
  locale: Locale;
  /** The app's own namespaces (e.g. `{ repertoire: { 'pt-BR': ..., 'en-US': ... } }`). */
  namespaces?: Record<string, NamespaceResources>;
  defaultNamespace?: string;
}

/** One app's texts and current language (what an i18next instance was to the apps). */
export interface I18n {
  readonly language: Locale;
  changeLanguage: (language: Locale) => Promise<void>;
  /** `t` in the current language and the default namespace. */
  t: TFunction;
  /** `t` in a given language and namespace(s), whatever the current language. */
  getFixedT: (language: Locale, namespaces?: string | readonly string[]) => TFunction;
  /** Called after each language change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

const fallbackLanguage: Locale = 'en-US';
const fallbackNamespace = 'common';

/**
 * Every app (shell and each remote) owns an instance with the shared `common` namespace plus
 * its own, so remotes never depend on the shell's.
 */
export function createI18n({
  locale,
  namespaces = {},
  defaultNamespace = fallbackNamespace,
}: CreateI18nOptions): I18n {
  const all: Record<string, NamespaceResources> = {
    common: { 'pt-BR': commonPtBR, 'en-US': commonEnUS },
    ...namespaces,
  };
  const resources: Resources = { 'pt-BR': {}, 'en-US': {} };
  for (const [namespace, byLanguage] of Object.entries(all)) {
    resources['pt-BR'][namespace] = byLanguage['pt-BR'];
    resources['en-US'][namespace] = byLanguage['en-US'];
  }
  const listeners = new Set<() => void>();
  const fixedT = (language: Locale, namespaces: string | readonly string[] = defaultNamespace) =>
    createT(resources, {
      language,
      fallbackLanguage,
      namespaces: typeof namespaces === 'string' ? [namespaces] : namespaces,
      fallbackNamespace,
    });

  const i18n: I18n = {
    language: locale,
    t: fixedT(locale),
    getFixedT: fixedT,
    changeLanguage: async (language) => {
      if (language === i18n.language) return;
      Object.assign(i18n, { language, t: fixedT(language) });
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return i18n;
}
