import enUS from '../locales/en-US/api-client.json';
import ptBR from '../locales/pt-BR/api-client.json';

type Catalogue = typeof ptBR;

/** The languages the client writes its own texts in (the API answers in the same two). */
export type ApiLocale = 'pt-BR' | 'en-US';

// Typed against pt-BR so a key missing in en-US fails to compile, not only the parity test.
const catalogues: Record<ApiLocale, Catalogue> = { 'pt-BR': ptBR, 'en-US': enUS };

type Actions = Catalogue['actions'];

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

/** The spec's default text for a failed action ("Erro ao criar música"...). */
export function actionFallbackMessage(action: ApiAction, locale: ApiLocale): string {
  const [area, name] = action.split('.') as [keyof Actions, string];
  return (catalogues[locale].actions[area] as Record<string, string>)[name] ?? '';
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
