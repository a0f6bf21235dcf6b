export * from './cached-reader';
export * from './metrics-server';
export * from './registry';
