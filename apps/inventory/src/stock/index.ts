export { matchPieces } from './domain/piece-matching';
export type { ClassifiedLog } from './domain/piece-matching';
export { moveStock } from './domain/stock-rules';
export { StockPieceRepository } from './stock-piece.repository';
export { StockModule } from './stock.module';
export { StockRepository } from './stock.repository';
