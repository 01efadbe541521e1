import { functionDisplayName } from '@levita/contracts';
import { useFormatters } from '@levita/i18n';
import { useCallback } from 'react';

/**
 * `functionDisplayName` in the language the page is shown in: every page that names a
 * function (members, schedules, reports) reads "Keyboard" in en-US for the stored "Teclado".
 */
export function useFunctionDisplayName(): (nome: string) => string {
  const { locale } = useFormatters();
  return useCallback((nome: string) => functionDisplayName(nome, locale), [locale]);
}
