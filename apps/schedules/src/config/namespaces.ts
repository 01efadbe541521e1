import { byNamespace, type NamespaceResources, pageNamespacesOf } from '@levita/i18n';
import { commonNamespaces } from '@levita/i18n/common-texts';
import enUS from '../locales/en-US';
import ptBR from '../locales/pt-BR';

export { defaultNamespace } from './texts';

/** The page-owned namespaces (config/page-texts.ts) in both languages at once. */
const pageNamespaceFiles = import.meta.glob<unknown>(
  ['../features/*/locales/*/*.json', '../components/*/locales/*/*.json'],
  { import: 'default', eager: true },
);

/**
 * Both languages' texts by namespace (each JSON file of locales/<language>/ is one, the
 * page-owned ones of config/page-texts.ts, and the common namespace), for tests and the
 * standalone harness; the app itself loads one language
 * at a time (config/texts.ts).
 */
export const namespaces: Record<string, NamespaceResources> = {
  ...commonNamespaces,
  ...byNamespace({
    'pt-BR': { ...ptBR, ...pageNamespacesOf(pageNamespaceFiles, 'pt-BR') },
    'en-US': { ...enUS, ...pageNamespacesOf(pageNamespaceFiles, 'en-US') },
  }),
};
