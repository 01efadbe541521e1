import type actionTexts from '../locales/pt-BR/api-client.json';
import enUS from '../locales/en-US/api-errors.json';
import ptBR from '../locales/pt-BR/api-errors.json';

type Catalogue = typeof ptBR;

/** The languages the client writes its own texts in (the API answers in the same two). */
export type ApiLocale = 'pt-BR' | 'en-US';

// Typed against pt-BR so a key missing in en-US fails to compile, not only the parity test.
const catalogues: Record<ApiLocale, Catalogue> = { 'pt-BR': ptBR, 'en-US': enUS };

type Actions = (typeof actionTexts)['actions'];

/**
 * The texts of failed actions, one file per language, fetched the first time a call fails
 * without a message of the server: they are needed only then, and every page would otherwise
 * download both languages of them (docs/performance.md).
 */
const actionCatalogues: Record<ApiLocale, () => Promise<{ default: typeof actionTexts }>> = {
  'pt-BR': () => import('../locales/pt-BR/api-client.json'),
  'en-US': () => import('../locales/en-US/api-client.json'),
};

/**
 * What a call was doing, as `area.action` (e.g. `songs.create`): names the fallback text a
 * failure shows when the server gives no message of its own.
 */
export type ApiAction = {
  [Area in keyof Actions]: `${Area & string}.${keyof Actions[Area] & string}`;
}[keyof Actions];

/** pt-BR unless the language is English: pt-BR is the API's default language too. */
export function toApiLocale(locale: string | null | undefined): ApiLocale {
  return locale?.toLowerCase().startsWith('en') ? 'en-US' : 'pt-BR';
}

/**
 * The spec's default text for a failed action ("Erro ao criar música"...); when its file cannot
 * be fetched either (the network is gone), "Erro desconhecido".
 */
export async function actionFallbackMessage(action: ApiAction, locale: ApiLocale): Promise<string> {
  const [area, name] = action.split('.') as [keyof Actions, string];
  try {
    const { default: texts } = await actionCatalogues[locale]();
    return (texts.actions[area] as Record<string, string>)[name] || errorText('unknown', locale);
  } catch {
    return errorText('unknown', locale);
  }
}

export function errorText(
  key: keyof Catalogue['errors'],
  locale: ApiLocale,
  values: Record<string, string> = {},
): string {
  return catalogues[locale].errors[key].replace(
    /\{\{(\w+)\}\}/g,
    (placeholder, name: string) => values[name] ?? placeholder,
  );
}

/**
 * An `errors` map as the spec shows it: "Erro de validação: campo: msg1, msg2; campo2: msg"
 * (or "Validation error: ..." in English).
 */
export function formatValidationErrors(
  errors: Record<string, readonly string[]>,
  locale: string,
): string {
  const details = Object.entries(errors)
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
  return errorText('validation', toApiLocale(locale), { details });
}
