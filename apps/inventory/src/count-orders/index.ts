export { CountOrderCopiesRepository } from './count-order-copies.repository';
export { CountOrdersModule } from './count-orders.module';
