export * from './orders.api.generated';
