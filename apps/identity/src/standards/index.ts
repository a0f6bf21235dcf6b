export { StandardsModule } from './standards.module';
