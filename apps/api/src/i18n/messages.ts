import {
  isServerMessageKey,
  serverMessage,
  serverLocaleFromAcceptLanguage,
  serverMessages,
  type ServerLocale,
  type ServerMessageKey,
} from '@levita/contracts';

/**
 * Server-side texts of API answers, in the languages the product speaks, from the shared
 * translation files in libs/contracts/src/server-texts (the mock API speaks the same words).
 * Where the spec gives a text (part 1 §8, part 2 §8) it is used word for word.
 */
export type MessageKey = ServerMessageKey;
export type { ServerLocale };
export const serverLocales = Object.keys(serverMessages) as ServerLocale[];
export type MessageParams = Record<string, string | number>;

export const localeFromAcceptLanguage = serverLocaleFromAcceptLanguage;

export const isMessageKey = isServerMessageKey;
export const message = serverMessage;

/** A person's stored e-mail language (users.idioma) as a locale: pt-BR unless it is en-US. */
export const userLocale = (user: { idioma: string }): ServerLocale =>
  user.idioma === 'en-US' ? 'en-US' : 'pt-BR';

/** The language an answer to this request is written in. */
export function requestLocale(request: { headers: { 'accept-language'?: string } }): ServerLocale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}
