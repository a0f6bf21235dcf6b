import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type DeletedCount } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { DiameterRangeRepository } from '../../diameter-range.repository';
import { DeleteAllDiameterRangesCommand } from './delete-all-diameter-ranges.command';

/** §2 delete-all (the web app asks for confirmation first): every range of the caller's tenant. */
@CommandHandler(DeleteAllDiameterRangesCommand)
export class DeleteAllDiameterRangesHandler implements ICommandHandler<DeleteAllDiameterRangesCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly ranges: DiameterRangeRepository,
  ) {}

  async execute(): Promise<DeletedCount> {
    const { tenantId } = caller();
    const deleted = await withTenant(this.db, tenantId, (trx) => this.ranges.deleteEvery(trx, tenantId));
    return { deleted };
  }
}
