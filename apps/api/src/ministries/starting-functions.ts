import { defaultFunctionNames, defaultFunctions, type ServerLocale } from '@levita/contracts';

/** The 18 functions a new ministry starts with, named in `locale` (part 1 §3). */
export const startingFunctions = (locale: ServerLocale) =>
  defaultFunctions.map((fn) => ({ nome: defaultFunctionNames[locale][fn.key], icone: fn.icone }));
