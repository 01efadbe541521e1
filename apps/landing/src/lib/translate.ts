import type { Locale } from '@levita/i18n';

type Texts = { readonly [key: string]: string | readonly string[] | Texts };
export type Translate = (key: string, values?: Record<string, string | number>) => string;

function lookup(texts: Texts, key: string): unknown {
  let current: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** `{{name}}` placeholders, as i18next writes them, so the JSON files read the same everywhere. */
export function interpolate(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The landing page's `t`: a dotted key looked up in the locale's texts, falling back to pt-BR,
 * then to the key itself. The landing does not use i18next: the page's first visit has a
 * budget of 120 KiB of gzipped JavaScript and i18next with react-i18next is about 20 of them
 * (docs/performance.md). The texts stay in locales/<language>/*.json, under the parity test.
 */
export function createTranslate(resources: Record<Locale, Texts>, locale: Locale): Translate {
  const plurals = new Intl.PluralRules(locale);
  const find = (key: string) => lookup(resources[locale], key) ?? lookup(resources['pt-BR'], key);
  return (key, values) => {
    // i18next's plural keys: `days_one`, `days_other`, chosen by `count`.
    const count = values?.['count'];
    const plural = typeof count === 'number' ? find(`${key}_${plurals.select(count)}`) : undefined;
    const text = plural ?? find(key);
    return typeof text === 'string' ? interpolate(text, values) : key;
  };
}
