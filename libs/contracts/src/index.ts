export * from './envelope';
export * from './error-codes';
export * from './events/catalogue';
export * from './events/event-envelope';
export * from './password-hash';
export * from './permissions';
