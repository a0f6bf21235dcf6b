export { RechargeModule } from './recharge.module';
