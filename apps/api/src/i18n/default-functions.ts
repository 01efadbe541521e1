import type { ServerLocale } from './messages';

/** "Novembro" / "November": month names for statistics, capitalised for display. */
export function monthName(locale: ServerLocale, month: number): string {
  const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
