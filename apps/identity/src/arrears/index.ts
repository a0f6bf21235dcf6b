export { ArrearsModule } from './arrears.module';
