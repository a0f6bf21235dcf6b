export * from './saw-board.api.generated';
