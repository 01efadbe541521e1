import type { Locale } from '@levita/i18n';
import { saveFile } from '@levita/ui';

export type CsvCell = string | number | null | undefined;

/**
 * Excel reads a CSV file in the system's list separator: `;` where the decimal mark is a
 * comma (pt-BR), `,` in en-US. The byte-order mark makes it read the file as UTF-8, so
 * "Adoração" does not turn into "AdoraÃ§Ã£o".
 */
export const CSV_BOM = '\uFEFF';
export const csvSeparator = (locale: Locale) => (locale === 'pt-BR' ? ';' : ',');

function cell(value: CsvCell, separator: string): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value !== 'number' ? `'${text}` : text;
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A table as a CSV file's text: header first, CRLF line ends, quoted where needed. */
export function toCsv(rows: readonly (readonly CsvCell[])[], locale: Locale): string {
  const separator = csvSeparator(locale);
  return (
    CSV_BOM +
    rows.map((row) => row.map((value) => cell(value, separator)).join(separator)).join('\r\n') +
    '\r\n'
  );
}

/** "Ministério de Louvor" → "ministerio-de-louvor", for file names. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The file a report downloads as: what it is, the ministry and the period, e.g.
 * "participacao-ministerio-de-louvor-2026-11.csv" (a whole year: "...-2026.csv").
 */
export function reportFileName(
  kind: string,
  ministryName: string,
  period: { month: number | null; year: number },
): string {
  const when =
    period.month === null
      ? `${period.year}`
      : `${period.year}-${String(period.month).padStart(2, '0')}`;
  return `${[slug(kind), slug(ministryName), when].filter(Boolean).join('-')}.csv`;
}

/** Saves the text as a CSV file through the browser's download (no server round trip). */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

const decimalFormatters = new Map<Locale, Intl.NumberFormat>();

/**
 * A report's percentage as a spreadsheet cell: a plain number with one decimal in the
 * language's own mark ("66,7" in pt-BR, "66.7" in en-US), no "%" and no grouping, so the
 * spreadsheet reads a number it can sum and sort.
 */
export function csvDecimal(locale: Locale, value: number): string {
  let cached = decimalFormatters.get(locale);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      useGrouping: false,
    });
    decimalFormatters.set(locale, cached);
  }
  return cached.format(value);
}
