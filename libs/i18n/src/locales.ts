export const supportedLocales = ['pt-BR', 'en-US'] as const;
export type Locale = (typeof supportedLocales)[number];

/** Where the chosen language is kept between visits (spec part 1 §9, key `userLanguage`). */
export const languageStorageKey = 'userLanguage';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/**
 * Spec part 1 §4: the saved choice wins; otherwise pt-BR for a Portuguese browser and
 * en-US for everything else.
 */
export function detectLocale(saved: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(saved)) return saved;
  const first = browserLanguages[0]?.toLowerCase() ?? '';
  return first === 'pt' || first.startsWith('pt-') ? 'pt-BR' : 'en-US';
}
