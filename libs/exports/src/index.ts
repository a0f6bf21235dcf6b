export * from './export-limit';
export * from './file-answer';
export * from './pdf-printer';
export * from './sql-cursor';
export * from './xlsx-stream';
