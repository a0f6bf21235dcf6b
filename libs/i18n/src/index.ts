export * from './catalogue-parts';
export * from './locales';
export * from './server-messages';
export * from './web-messages';
