import type { DefaultFunctionKey } from '../ministries/functions';
import defaultFunctionsEnUS from './locales/en-US/default-functions.json';
import defaultFunctionsPtBR from './locales/pt-BR/default-functions.json';
import type { ServerLocale } from './server-locale';

/** The names the API gives the 18 starting functions, in the language of the request. */
export const defaultFunctionNames: Record<ServerLocale, Record<DefaultFunctionKey, string>> = {
  'pt-BR': defaultFunctionsPtBR,
  'en-US': defaultFunctionsEnUS,
};
