import { useFormatters } from '@levita/i18n';
import { useCallback } from 'react';
import { functionDisplayName } from '@levita/contracts';

/** `functionDisplayName` in the language the page is shown in. */
export function useFunctionDisplayName(): (nome: string) => string {
  const { locale } = useFormatters();
  return useCallback((nome: string) => functionDisplayName(nome, locale), [locale]);
}
