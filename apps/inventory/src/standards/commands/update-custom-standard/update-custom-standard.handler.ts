import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { checkCustomStandard } from '../../custom-standard';
import { CustomStandardRepository } from '../../custom-standard.repository';
import { UpdateCustomStandardCommand } from './update-custom-standard.command';

@CommandHandler(UpdateCustomStandardCommand)
export class UpdateCustomStandardHandler implements ICommandHandler<UpdateCustomStandardCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly standards: CustomStandardRepository,
  ) {}

  async execute({ id, definition }: UpdateCustomStandardCommand): Promise<void> {
    const checked = checkCustomStandard(definition);
    await withTenant(this.db, caller().tenantId, (trx) => this.standards.update(trx, id, checked));
  }
}
