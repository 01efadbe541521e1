import { byNamespace, type NamespaceResources } from '@levita/i18n';
import { commonNamespaces } from '@levita/i18n/common-texts';
import enUS from '../locales/en-US';
import ptBR from '../locales/pt-BR';

/**
 * Both languages' texts by namespace (each JSON file of locales/<language>/ is one, and the
 * common namespace), for tests; the app itself loads one language at a time (config/texts.ts).
 */
export const shellNamespaces: Record<string, NamespaceResources> = {
  ...commonNamespaces,
  ...byNamespace({ 'pt-BR': ptBR, 'en-US': enUS }),
};
