/** Server-side texts of error responses, in the languages the product speaks. */
const messages = {
  'pt-BR': {
    not_found: 'Recurso não encontrado.',
    validation_error: 'Erro de validação.',
    internal_error: 'Erro interno do servidor. Tente novamente mais tarde.',
    web_not_deployed: 'O aplicativo web ainda não foi publicado neste servidor.',
  },
  'en-US': {
    not_found: 'Resource not found.',
    validation_error: 'Validation error.',
    internal_error: 'Internal server error. Please try again later.',
    web_not_deployed: 'The web app has not been deployed on this server yet.',
  },
} as const;

export type ServerLocale = keyof typeof messages;
export type MessageKey = keyof (typeof messages)['pt-BR'];

/** pt-BR unless the request asks for English first (design §4: pt-BR is the default). */
export function localeFromAcceptLanguage(header: string | undefined): ServerLocale {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en-US' : 'pt-BR';
}

export function message(locale: ServerLocale, key: MessageKey): string {
  return messages[locale][key];
}
