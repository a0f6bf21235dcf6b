export * from './export-limit';
export * from './file-answer';
export * from './list-workbook';
export * from './sql-cursor';
export * from './xlsx-stream';
