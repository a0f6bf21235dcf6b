export * from './counting.api.generated';
