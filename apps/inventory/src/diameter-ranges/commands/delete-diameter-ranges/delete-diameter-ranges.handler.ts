import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { DiameterRangeRepository } from '../../diameter-range.repository';
import { DeleteDiameterRangesCommand } from './delete-diameter-ranges.command';

/** Deletes the selected diameter ranges, all or none. */
@CommandHandler(DeleteDiameterRangesCommand)
export class DeleteDiameterRangesHandler implements ICommandHandler<DeleteDiameterRangesCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly ranges: DiameterRangeRepository,
  ) {}

  async execute({ ids }: DeleteDiameterRangesCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, (trx) => this.ranges.deleteSome(trx, ids));
  }
}
