import { useEffect } from 'react';

/** The product's name, last in every tab title. Not translated: it is a name. */
const brand = 'Levita';

/**
 * The tab's title from the most specific part to the product ("Escalas · Ministério de Louvor ·
 * Levita"): a person with several tabs open, or reading their history, tells them apart.
 * Parts not known yet (a ministry still loading) are left out.
 */
export function usePageTitle(...parts: (string | null | undefined)[]) {
  const title = [...parts.filter((part): part is string => !!part), brand].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
