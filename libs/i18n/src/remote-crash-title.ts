import type { Locale } from './locales';
import enUS from './locales/en-US/remote-crash.json';
import ptBR from './locales/pt-BR/remote-crash.json';

/**
 * The one text a remote's parcel shows without its translator (the remote crashed before or
 * while its texts loaded). It has files of its own: a static import of common.json would bring
 * that whole file in both languages into every remote page, since the translator loads it as a
 * chunk of its own. A function rather than a module-level object lets an app that never calls
 * it drop both.
 */
export function remoteCrashTitle(locale: Locale): string {
  return (locale === 'en-US' ? enUS : ptBR).crashTitle;
}
