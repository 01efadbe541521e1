import { isApiError } from '@levita/api-client';
import {
  MIN_PASSWORD_LENGTH,
  MIN_PASSWORD_STRENGTH,
  STRENGTH_LENGTH_CRITERION,
  googleSignInErrorSchema,
  type GoogleSignInError,
} from '@levita/contracts';
import type { TFunction } from '@levita/i18n';

/**
 * Part 1 §8 for login and register: the server's message, else the connection-error text
 * when the server could not be reached, else the action's fallback ("Erro desconhecido ao
 * fazer login"), which ApiError already puts in place of an empty server message.
 */
export function failureMessage(
  error: unknown,
  t: TFunction,
  unknownKey: 'login.unknownError' | 'register.unknownError',
): string {
  if (!isApiError(error)) return t(unknownKey);
  if (error.status === 0) return t('connectionError');
  return error.displayMessage;
}

/** Codes of the contracts' schemas and of the registration checks that have a text here. */
const validationCodes = [
  'required',
  'invalid_email',
  'too_long',
  'invalid_characters',
  'passwords_dont_match',
  'password_min_length',
  'password_stronger',
  'invalid_phone',
] as const;
export type ValidationCode = (typeof validationCodes)[number];

export function isValidationCode(code: string): code is ValidationCode {
  return (validationCodes as readonly string[]).includes(code);
}

/** The translated text of a validation code, with the limits it names filled in. */
export function validationMessage(code: ValidationCode, t: TFunction): string {
  return t(`validation.${code}`, {
    min: code === 'password_stronger' ? MIN_PASSWORD_STRENGTH : MIN_PASSWORD_LENGTH,
    length: STRENGTH_LENGTH_CRITERION,
  });
}

/** The query flag that tells the login page why a Google sign-in ended there. */
export const googleErrorParam = 'error';

/**
 * The Google failure named in a /login URL: the API's own redirect (`/login?error=<code>`)
 * and the callback page use the same flag, so the login page reads one channel.
 */
export function googleErrorOf(search: URLSearchParams): GoogleSignInError | null {
  const parsed = googleSignInErrorSchema.safeParse(search.get(googleErrorParam));
  return parsed.success ? parsed.data : null;
}

export function googleLoginHref(loginPath: string, code: GoogleSignInError): string {
  return `${loginPath}?${new URLSearchParams({ [googleErrorParam]: code })}`;
}
