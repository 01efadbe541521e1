import messagesEnUS from './locales/en-US/messages.json';
import messagesPtBR from './locales/pt-BR/messages.json';
import type { ServerLocale } from './server-locale';

export * from './default-function-names';
export * from './function-display-name';
export * from './schedule-mail-texts';
export * from './song-category-names';
export type { ServerLocale } from './server-locale';

/**
 * The texts the API answers with (error and success messages, in the request's language)
 * and the names it gives the 18 starting functions. They live here, in translation files,
 * so the API and the mock API of libs/testing say exactly the same words; the workspace's
 * translation test keeps both languages complete.
 */
export type ServerMessageKey = keyof typeof messagesPtBR;

export const serverMessages: Record<ServerLocale, Record<ServerMessageKey, string>> = {
  'pt-BR': messagesPtBR,
  'en-US': messagesEnUS,
};

/** A server text with its `{placeholders}` filled; unknown ones are left as they are. */
export function serverMessage(
  locale: ServerLocale,
  key: ServerMessageKey,
  params: Record<string, string | number> = {},
): string {
  return fillPlaceholders(serverMessages[locale][key], params);
}

/** `{name}` placeholders filled from params; unknown ones are left as they are. */
export function fillPlaceholders(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
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
