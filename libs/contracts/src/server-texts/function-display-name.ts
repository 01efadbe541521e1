import { defaultFunctions, type DefaultFunctionKey } from '../ministries/functions';
import { defaultFunctionNames } from './default-function-names';
import type { ServerLocale } from './server-locale';

/** Names compare as the API's uniqueness rule does: case ignored (spaces around, too). */
const fold = (name: string) => name.trim().toLocaleLowerCase('pt-BR');

/**
 * The 18 default names in both languages, to their key: a ministry created in English stores
 * "Acoustic guitar", one created in Portuguese "Violão", and both are the same function.
 */
const defaultKeyByName = new Map<string, DefaultFunctionKey>(
  Object.values(defaultFunctionNames).flatMap((names) =>
    defaultFunctions.map(({ key }) => [fold(names[key]), key] as const),
  ),
);

/** The default function a stored name is, if it is one of the default names (any language). */
export function defaultFunctionKeyOf(nome: string): DefaultFunctionKey | undefined {
  return defaultKeyByName.get(fold(nome));
}

/**
 * A function's name as the reader's language shows it (part 1 §3, default functions): a
 * default name in the chosen language ("Violão" reads "Acoustic guitar" in en-US); a name the
 * ministry chose itself (a renamed default included) as stored.
 */
export function functionDisplayName(nome: string, locale: ServerLocale): string {
  const key = defaultFunctionKeyOf(nome);
  return key ? defaultFunctionNames[locale][key] : nome;
}
