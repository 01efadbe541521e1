import type { NamespaceResources } from './translation/i18n-instance';
import enUS from './locales/en-US/common.json';
import ptBR from './locales/pt-BR/common.json';

/**
 * The common namespace in both languages, for tests and the standalone harness, which pass
 * every text at hand (`namespaces: { ...commonNamespaces, ...own }`). An app's root does not
 * import this: createI18n loads the common texts of its language with the app's own.
 */
export const commonNamespaces: Record<'common', NamespaceResources> = {
  common: { 'pt-BR': ptBR, 'en-US': enUS },
};
