export * from './cached-reader';
export * from './metrics-server';
export * from './process-metrics';
export * from './registry';
export * from './trace-context';
export * from './tracing-config';
