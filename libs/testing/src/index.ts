export * from './api-client';
export * from './demo-seed';
export * from './eventually';
export * from './free-port';
export * from './stack';
export * from './test-database';
export * from './test-stack';
export * from './web-system';
