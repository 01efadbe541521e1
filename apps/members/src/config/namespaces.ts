import type { NamespaceResources } from '@levita/i18n';
import enUS from '../locales/en-US/members.json';
import ptBR from '../locales/pt-BR/members.json';

/** The remote's texts; a feature that grows many gets a namespace (and files) of its own. */
export const defaultNamespace = 'members';

export const namespaces: Record<string, NamespaceResources> = {
  [defaultNamespace]: { 'pt-BR': ptBR, 'en-US': enUS },
};
