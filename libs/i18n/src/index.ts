export * from './locales';
export * from './server-messages';
