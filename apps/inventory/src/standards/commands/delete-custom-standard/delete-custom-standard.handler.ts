import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { CustomStandardRepository } from '../../custom-standard.repository';
import { DeleteCustomStandardCommand } from './delete-custom-standard.command';

@CommandHandler(DeleteCustomStandardCommand)
export class DeleteCustomStandardHandler implements ICommandHandler<DeleteCustomStandardCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly standards: CustomStandardRepository,
  ) {}

  async execute({ id }: DeleteCustomStandardCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, (trx) => this.standards.delete(trx, id));
  }
}
