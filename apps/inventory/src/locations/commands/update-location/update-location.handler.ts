import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { referenceSaved } from '../../../shared/reference-events';
import { LocationRepository } from '../../location.repository';
import { UpdateLocationCommand } from './update-location.command';

@CommandHandler(UpdateLocationCommand)
export class UpdateLocationHandler implements ICommandHandler<UpdateLocationCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly locations: LocationRepository,
  ) {}

  async execute({ input }: UpdateLocationCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, async (trx) => {
      await this.locations.update(trx, input);
      await referenceSaved(trx, 'location', input.id, input.locationName);
    });
  }
}
