import type { NamespaceResources } from '@levita/i18n';
import scheduleCreateEn from '../locales/en-US/schedule-create.json';
import scheduleDetailEn from '../locales/en-US/schedule-detail.json';
import scheduleEditEn from '../locales/en-US/schedule-edit.json';
import scheduleFormEn from '../locales/en-US/schedule-form.json';
import scheduleListEn from '../locales/en-US/schedule-list.json';
import scheduleSetlistEn from '../locales/en-US/schedule-setlist.json';
import schedulesEn from '../locales/en-US/schedules.json';
import scheduleCreatePt from '../locales/pt-BR/schedule-create.json';
import scheduleDetailPt from '../locales/pt-BR/schedule-detail.json';
import scheduleEditPt from '../locales/pt-BR/schedule-edit.json';
import scheduleFormPt from '../locales/pt-BR/schedule-form.json';
import scheduleListPt from '../locales/pt-BR/schedule-list.json';
import scheduleSetlistPt from '../locales/pt-BR/schedule-setlist.json';
import schedulesPt from '../locales/pt-BR/schedules.json';

/** Texts several pages share: statuses, field names, the denied and not-found views. */
export const defaultNamespace = 'schedules';

/**
 * The remote's texts: `schedules` for what pages share, `schedule-form` for the songs and
 * members pickers the wizard and the edit screen both use, and one namespace per feature.
 */
export const namespaces: Record<string, NamespaceResources> = {
  [defaultNamespace]: { 'pt-BR': schedulesPt, 'en-US': schedulesEn },
  'schedule-list': { 'pt-BR': scheduleListPt, 'en-US': scheduleListEn },
  'schedule-detail': { 'pt-BR': scheduleDetailPt, 'en-US': scheduleDetailEn },
  'schedule-form': { 'pt-BR': scheduleFormPt, 'en-US': scheduleFormEn },
  'schedule-create': { 'pt-BR': scheduleCreatePt, 'en-US': scheduleCreateEn },
  'schedule-edit': { 'pt-BR': scheduleEditPt, 'en-US': scheduleEditEn },
  'schedule-setlist': { 'pt-BR': scheduleSetlistPt, 'en-US': scheduleSetlistEn },
};
