export * from './create-db';
export * from './database-admin';
export * from './migrate';
export * from './service-catalogue';
export * from './sql-helpers';
export * from './tenant-context';
export * from './time-ordered-id';
