import type { Locale } from './locales';
import { remote as enUS } from './locales/en-US/common.json';
import { remote as ptBR } from './locales/pt-BR/common.json';

/**
 * The one text a remote's parcel shows without its translator (the remote crashed before or
 * while its texts loaded). The named imports keep the rest of common.json out, and a function
 * rather than a module-level object lets an app that never calls it drop both.
 */
export function remoteCrashTitle(locale: Locale): string {
  return (locale === 'en-US' ? enUS : ptBR).crashTitle;
}
