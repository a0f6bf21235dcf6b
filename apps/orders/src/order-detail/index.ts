export { orderCategory } from './domain/order-category';
export { OrderDetailModule } from './order-detail.module';
export { OrderWoodRepository } from './order-wood.repository';
