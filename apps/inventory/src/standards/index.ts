export { StandardResolver } from './standard-resolver';
export { StandardsModule } from './standards.module';
