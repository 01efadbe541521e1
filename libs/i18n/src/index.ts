export * from './create-i18n';
export * from './format';
export * from './locales';
