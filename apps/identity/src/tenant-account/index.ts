export { TenantAccountModule } from './tenant-account.module';
