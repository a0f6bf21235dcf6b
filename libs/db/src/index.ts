export * from './create-db';
export * from './database-admin';
export * from './migrate';
export * from './service-catalogue';
export * from './tenant-context';
