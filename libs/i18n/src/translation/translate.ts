import type { Locale } from '../locales';

/** Texts by language, then by namespace: `{ 'pt-BR': { common: {...}, repertoire: {...} } }`. */
export type Resources = Record<Locale, Record<string, unknown>>;

export interface TOptions {
  /** Namespace(s) to look in instead of the caller's. */
  ns?: string | readonly string[];
  /** Picks the plural form (`key_zero`, `key_one`, `key_other`) and fills `{{count}}`. */
  count?: number;
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

export interface Lookup {
  language: Locale;
  /** Where a text missing in `language` is taken from. */
  fallbackLanguage: Locale;
  /** Searched in order; `ns:key` names one explicitly. */
  namespaces: readonly string[];
  /** Searched after `namespaces` (the shared `common`). */
  fallbackNamespace: string;
}

function textAt(tree: unknown, path: string): unknown {
  let current = tree;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** `{{name}}` placeholders; one without a value stays as it is. */
export function interpolate(text: string, values: Record<string, unknown> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
const pluralOf = (language: Locale, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
};

/**
 * The subset of i18next the apps use, over the same JSON files and with the same rules, so a
 * text reads the same here as it did there: `ns:key` or the caller's namespaces then the
 * fallback namespace, each in the language then the fallback language; with `count`, `_zero`
 * (for 0) then the language's CLDR plural form then the plain key; `{{name}}` placeholders.
 * A key found nowhere comes back as the key.
 */
export function createT(resources: Resources, lookup: Lookup): TFunction {
  return (key, options = {}) => {
    let path = key;
    let namespaces: readonly string[] =
      options.ns === undefined
        ? lookup.namespaces
        : typeof options.ns === 'string'
          ? [options.ns]
          : options.ns;
    const separator = key.indexOf(':');
    if (separator > 0) {
      namespaces = [key.slice(0, separator)];
      path = key.slice(separator + 1);
    } else if (!namespaces.includes(lookup.fallbackNamespace)) {
      namespaces = [...namespaces, lookup.fallbackNamespace];
    }
    const languages =
      lookup.language === lookup.fallbackLanguage
        ? [lookup.language]
        : [lookup.language, lookup.fallbackLanguage];
    const { count } = options;
    for (const namespace of namespaces) {
      for (const language of languages) {
        const tree = resources[language]?.[namespace];
        const candidates =
          typeof count === 'number'
            ? [
                ...(count === 0 ? [`${path}_zero`] : []),
                `${path}_${pluralOf(language, count)}`,
                path,
              ]
            : [path];
        for (const candidate of candidates) {
          const text = textAt(tree, candidate);
          if (typeof text === 'string') return interpolate(text, options);
        }
      }
    }
    return path;
  };
}
