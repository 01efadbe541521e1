import defaultFunctionsEnUS from './locales/en-US/default-functions.json';
import messagesEnUS from './locales/en-US/messages.json';
import defaultFunctionsPtBR from './locales/pt-BR/default-functions.json';
import messagesPtBR from './locales/pt-BR/messages.json';
import type { DefaultFunctionKey } from '../ministries/functions';

/**
 * The texts the API answers with (error and success messages, in the request's language)
 * and the names it gives the 18 starting functions. They live here, in translation files,
 * so the API and the mock API of libs/testing say exactly the same words; the workspace's
 * translation test keeps both languages complete.
 */
export type ServerLocale = 'pt-BR' | 'en-US';
export type ServerMessageKey = keyof typeof messagesPtBR;

export const serverMessages: Record<ServerLocale, Record<ServerMessageKey, string>> = {
  'pt-BR': messagesPtBR,
  'en-US': messagesEnUS,
};

export const defaultFunctionNames: Record<ServerLocale, Record<DefaultFunctionKey, string>> = {
  'pt-BR': defaultFunctionsPtBR,
  'en-US': defaultFunctionsEnUS,
};

/** A server text with its `{placeholders}` filled; unknown ones are left as they are. */
export function serverMessage(
  locale: ServerLocale,
  key: ServerMessageKey,
  params: Record<string, string | number> = {},
): string {
  return serverMessages[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** pt-BR unless the request asks for English first (design §4: pt-BR is the default). */
export function serverLocaleFromAcceptLanguage(header: string | null | undefined): ServerLocale {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en-US' : 'pt-BR';
}

export function isServerMessageKey(key: string): key is ServerMessageKey {
  return Object.hasOwn(messagesPtBR, key);
}
