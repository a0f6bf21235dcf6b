import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { referencesDeleted } from '../../../shared/reference-events';
import { LocationRepository } from '../../location.repository';
import { DeleteLocationsCommand } from './delete-locations.command';

/** Deletes the selected warehouse locations, all or none. */
@CommandHandler(DeleteLocationsCommand)
export class DeleteLocationsHandler implements ICommandHandler<DeleteLocationsCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly locations: LocationRepository,
  ) {}

  async execute({ ids }: DeleteLocationsCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, async (trx) => {
      await this.locations.deleteAll(trx, ids);
      await referencesDeleted(trx, 'location', ids);
    });
  }
}
