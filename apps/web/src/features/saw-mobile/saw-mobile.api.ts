export * from './saw-mobile.api.generated';
