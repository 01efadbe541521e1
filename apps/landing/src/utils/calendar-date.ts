/**
 * A calendar date (yyyy-mm-dd) in the page's language, 15/08/2024 or 08/15/2024. Formatted in
 * UTC so no time zone moves it a day. (libs/i18n has the app's formatters; the landing loads
 * no shared library on its first visit.)
 */
export function formatCalendarDate(
  date: string,
  locale: string,
  { year = true }: { year?: boolean } = {},
): string {
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    ...(year && { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
