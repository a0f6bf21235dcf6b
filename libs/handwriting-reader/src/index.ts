export * from './digit-network';
export * from './read-sheet';
