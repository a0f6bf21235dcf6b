export { OrderRepository } from './order.repository';
export type { OrderRecord } from './order.repository';
export { OrdersContextModule } from './orders.module';
