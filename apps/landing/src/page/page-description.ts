import type { Locale } from '@levita/i18n';
import enUS from '../locales/en-US/landing.json';
import ptBR from '../locales/pt-BR/landing.json';

/** What search results show under the page's title, in the page's language. */
export function pageDescription(locale: Locale): string {
  return (locale === 'en-US' ? enUS : ptBR).meta.description;
}
