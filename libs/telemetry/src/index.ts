export * from './registry';
export * from './trace-context';
export * from './tracing-config';
