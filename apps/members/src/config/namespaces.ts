import type { NamespaceResources } from '@levita/i18n';
import functionCatalogueEn from '../locales/en-US/function-catalogue.json';
import memberFunctionsEn from '../locales/en-US/member-functions.json';
import memberListEn from '../locales/en-US/member-list.json';
import membersEn from '../locales/en-US/members.json';
import unavailabilityEn from '../locales/en-US/unavailability.json';
import functionCataloguePt from '../locales/pt-BR/function-catalogue.json';
import memberFunctionsPt from '../locales/pt-BR/member-functions.json';
import memberListPt from '../locales/pt-BR/member-list.json';
import membersPt from '../locales/pt-BR/members.json';
import unavailabilityPt from '../locales/pt-BR/unavailability.json';

/** Texts several pages share: section titles, statuses, the member-not-found view. */
export const defaultNamespace = 'members';

/** The remote's texts: `members` for what pages share, and one namespace per feature. */
export const namespaces: Record<string, NamespaceResources> = {
  [defaultNamespace]: { 'pt-BR': membersPt, 'en-US': membersEn },
  'member-list': { 'pt-BR': memberListPt, 'en-US': memberListEn },
  'function-catalogue': { 'pt-BR': functionCataloguePt, 'en-US': functionCatalogueEn },
  'member-functions': { 'pt-BR': memberFunctionsPt, 'en-US': memberFunctionsEn },
  unavailability: { 'pt-BR': unavailabilityPt, 'en-US': unavailabilityEn },
};
