/** The languages the API answers in: the web app's two. */
export type ServerLocale = 'pt-BR' | 'en-US';
