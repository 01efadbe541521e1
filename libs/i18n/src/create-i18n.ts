import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEnUS from './locales/en-US/common.json';
import commonPtBR from './locales/pt-BR/common.json';
import type { Locale } from './locales';

export type NamespaceResources = Record<Locale, Record<string, unknown>>;

export interface CreateI18nOptions {
  locale: Locale;
  /** The app's own namespaces (e.g. `{ repertoire: { 'pt-BR': {...}, 'en-US': {...} } }`). */
  namespaces?: Record<string, NamespaceResources>;
  defaultNamespace?: string;
}

/**
 * Every app (shell and each remote) owns an i18next instance with the shared `common`
 * namespace plus its own, so remotes never depend on the shell's instance.
 */
export function createI18n({
  locale,
  namespaces = {},
  defaultNamespace = 'common',
}: CreateI18nOptions): I18n {
  const all: Record<string, NamespaceResources> = {
    common: { 'pt-BR': commonPtBR, 'en-US': commonEnUS },
    ...namespaces,
  };
  const resources: Record<string, Record<string, Record<string, unknown>>> = {
    'pt-BR': {},
    'en-US': {},
  };
  for (const [ns, byLocale] of Object.entries(all)) {
    for (const lng of Object.keys(resources) as Locale[]) {
      (resources[lng] as Record<string, Record<string, unknown>>)[ns] = byLocale[lng];
    }
  }
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en-US',
    supportedLngs: ['pt-BR', 'en-US'],
    ns: Object.keys(all),
    defaultNS: defaultNamespace,
    fallbackNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
