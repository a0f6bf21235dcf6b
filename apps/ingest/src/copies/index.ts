export { CopiesModule } from './copies.module';
export { CopiesRepository } from './copies.repository';
export type { ReferenceKind } from './copies.repository';
