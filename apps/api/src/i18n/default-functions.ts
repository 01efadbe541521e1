import type { ServerLocale } from './messages';

/** The twelve names of each locale, made once: an Intl formatter is costly to build. */
const monthNames = new Map<ServerLocale, string[]>();

/** "Novembro" / "November": month names for statistics, capitalised for display. */
export function monthName(locale: ServerLocale, month: number): string {
  let names = monthNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, index) => {
      const name = format.format(new Date(Date.UTC(2000, index, 1)));
      return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    });
    monthNames.set(locale, names);
  }
  return names[month - 1]!;
}
