export * from './dataset';
export * from './detections';
export * from './labels';
export * from './log-end-detector';
export * from './scoring';
export * from './shared-dataset';
