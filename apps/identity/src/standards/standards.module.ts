import { Module } from '@nestjs/common';
import { ListStandardOptionsHandler } from './queries/list-standard-options/list-standard-options.handler';
import { StandardsController } from './standards.controller';
import { TenantStandardsRepository } from './tenant-standards.repository';

/** The tenant's standard options. */
@Module({
  controllers: [StandardsController],
  providers: [TenantStandardsRepository, ListStandardOptionsHandler],
})
export class StandardsModule {}
