import {
  isServerMessageKey,
  serverLocaleFromAcceptLanguage,
  serverMessage,
  type ServerLocale,
  type ServerMessageKey,
} from '@levita/contracts';

/**
 * The answers' texts, in the request's language: the API's own, from the shared translation
 * files of @levita/contracts, so a screen that shows the server's message shows the same
 * words against the mock.
 */
export type MockLocale = ServerLocale;
export type MessageCode = ServerMessageKey;

/** pt-BR unless the request asks for English first, as the API decides. */
export const localeOf = (request: Request): MockLocale =>
  serverLocaleFromAcceptLanguage(request.headers.get('accept-language'));

export const isMessageCode = isServerMessageKey;
export const message = serverMessage;
