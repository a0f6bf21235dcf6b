export * from './homography';
export * from './layout';
export * from './locate';
export * from './read';
