import type { Locale } from './locales';
import enUS from './locales/en-US/common.json';
import ptBR from './locales/pt-BR/common.json';

/**
 * The common namespace as plain objects, for code that must not load i18next: the parcel's
 * crash message, which the landing (no i18next) carries too (docs/performance.md).
 */
export const commonTexts: Record<Locale, typeof ptBR> = { 'pt-BR': ptBR, 'en-US': enUS };
