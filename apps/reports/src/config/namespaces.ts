import type { NamespaceResources } from '@levita/i18n';
import participationEn from '../locales/en-US/participation-report.json';
import reportsEn from '../locales/en-US/reports.json';
import songsEn from '../locales/en-US/songs-report.json';
import participationPt from '../locales/pt-BR/participation-report.json';
import reportsPt from '../locales/pt-BR/reports.json';
import songsPt from '../locales/pt-BR/songs-report.json';

/** Texts the page and both tabs share: title, period, tabs, failure, export buttons. */
export const defaultNamespace = 'reports';

/** The remote's texts: `reports` for the page, one namespace per report. */
export const namespaces: Record<string, NamespaceResources> = {
  [defaultNamespace]: { 'pt-BR': reportsPt, 'en-US': reportsEn },
  'participation-report': { 'pt-BR': participationPt, 'en-US': participationEn },
  'songs-report': { 'pt-BR': songsPt, 'en-US': songsEn },
};
