export * from './create-i18n';
export * from './locales';
