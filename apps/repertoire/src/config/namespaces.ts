import type { NamespaceResources } from '@levita/i18n';
import repertoireEn from '../locales/en-US/repertoire.json';
import songCreateEn from '../locales/en-US/song-create.json';
import songDetailEn from '../locales/en-US/song-detail.json';
import songImportEn from '../locales/en-US/song-import.json';
import songListEn from '../locales/en-US/song-list.json';
import repertoirePt from '../locales/pt-BR/repertoire.json';
import songCreatePt from '../locales/pt-BR/song-create.json';
import songDetailPt from '../locales/pt-BR/song-detail.json';
import songImportPt from '../locales/pt-BR/song-import.json';
import songListPt from '../locales/pt-BR/song-list.json';

/**
 * The remote's texts: `repertoire` for what several pages share (song fields, categories,
 * access denied), and one namespace per feature, each in its own file.
 */
export const repertoireNamespaces: Record<string, NamespaceResources> = {
  repertoire: { 'pt-BR': repertoirePt, 'en-US': repertoireEn },
  'song-list': { 'pt-BR': songListPt, 'en-US': songListEn },
  'song-detail': { 'pt-BR': songDetailPt, 'en-US': songDetailEn },
  'song-create': { 'pt-BR': songCreatePt, 'en-US': songCreateEn },
  'song-import': { 'pt-BR': songImportPt, 'en-US': songImportEn },
};
