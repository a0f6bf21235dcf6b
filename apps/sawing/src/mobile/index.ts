export { MobileModule } from './mobile.module';
