export { BoardModule } from './board.module';
export { BoardRepository } from './board.repository';
