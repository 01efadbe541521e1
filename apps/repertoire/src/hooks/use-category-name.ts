import { songCategoryNames, type SongCategory } from '@levita/contracts';
import { useFormatters } from '@levita/i18n';
import { useCallback } from 'react';

/**
 * A category's name in the page's language, from the one list the API also reads names from
 * (a client may send "Santa Ceia" for santa_ceia).
 */
export function useCategoryName(): (code: SongCategory) => string {
  const { locale } = useFormatters();
  return useCallback((code: SongCategory) => songCategoryNames[locale][code], [locale]);
}
