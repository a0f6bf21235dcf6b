export * from './share-order.api.generated';
