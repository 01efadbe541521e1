import { type SongCategory, songCategories } from '../songs/catalogue';
import { searchText } from '../songs/song-search';
import songCategoriesEnUS from './locales/en-US/song-categories.json';
import songCategoriesPtBR from './locales/pt-BR/song-categories.json';
import type { ServerLocale } from './server-locale';

/** The names people see for the 20 song categories; the API stores their codes. */
export const songCategoryNames: Record<ServerLocale, Record<SongCategory, string>> = {
  'pt-BR': songCategoriesPtBR,
  'en-US': songCategoriesEnUS,
};

const byFoldedName = new Map<string, SongCategory>(
  songCategories.flatMap((code) => [
    [code, code],
    [searchText(songCategoryNames['pt-BR'][code]), code],
    [searchText(songCategoryNames['en-US'][code]), code],
  ]),
);

/**
 * The category a client means: its code ('santa_ceia') or its name in either language
 * ('Santa Ceia', "lord's supper"), case and accents ignored; undefined when none.
 */
export const songCategoryOf = (text: string): SongCategory | undefined =>
  byFoldedName.get(text.trim()) ?? byFoldedName.get(searchText(text));
