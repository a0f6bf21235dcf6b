import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type InventoryDb } from '../../../inventory-db';
import { referenceSaved } from '../../../shared/reference-events';
import { LocationRepository } from '../../location.repository';
import { CreateLocationCommand } from './create-location.command';

@CommandHandler(CreateLocationCommand)
export class CreateLocationHandler implements ICommandHandler<CreateLocationCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly locations: LocationRepository,
  ) {}

  async execute({ input }: CreateLocationCommand): Promise<{ id: string }> {
    const { tenantId, userId } = caller();
    const id = randomUUID();
    await withTenant(this.db, tenantId, async (trx) => {
      await this.locations.insert(trx, {
        id,
        tenantId,
        name: input.locationName,
        remark: input.remark,
        createdBy: userId,
      });
      await referenceSaved(trx, 'location', id, input.locationName);
    });
    return { id };
  }
}
