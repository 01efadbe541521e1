import type { ServerLocale } from '../i18n/messages';

/** A 'yyyy-MM-dd' day as people write it: 20/11/2026 in pt-BR, 11/20/2026 in en-US. */
export function formatDay(day: string, locale: ServerLocale): string {
  const [year, month, date] = day.split('-');
  return locale === 'pt-BR' ? `${date}/${month}/${year}` : `${month}/${date}/${year}`;
}
