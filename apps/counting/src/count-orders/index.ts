export { CountOrderRepository, imageCountSql } from './count-order.repository';
export type { ImageRow, OrderRow } from './count-order.repository';
export { CountOrdersModule } from './count-orders.module';
export { assertImageDeletable, assertImageRecoverable } from './domain/count-order-rules';
