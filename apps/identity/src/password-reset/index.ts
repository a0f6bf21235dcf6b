export { PasswordResetModule } from './password-reset.module';
