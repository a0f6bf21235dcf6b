import { Module } from '@nestjs/common';
import { SaveTenantAccountHandler } from './commands/save-tenant-account/save-tenant-account.handler';
import { GetTenantAccountHandler } from './queries/get-tenant-account/get-tenant-account.handler';
import { TenantAccountController } from './tenant-account.controller';
import { TenantAccountRepository } from './tenant-account.repository';

/** The tenant's own account details. */
@Module({
  controllers: [TenantAccountController],
  providers: [TenantAccountRepository, GetTenantAccountHandler, SaveTenantAccountHandler],
})
export class TenantAccountModule {}
