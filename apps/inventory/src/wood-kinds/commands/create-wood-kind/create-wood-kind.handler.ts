import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type InventoryDb } from '../../../inventory-db';
import { referenceSaved } from '../../../shared/reference-events';
import { WoodKindRepository } from '../../wood-kind.repository';
import { CreateWoodKindCommand } from './create-wood-kind.command';

/** Adds a wood kind and, in the same transaction, its `inventory.wood-kind.created` event. */
@CommandHandler(CreateWoodKindCommand)
export class CreateWoodKindHandler implements ICommandHandler<CreateWoodKindCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly woodKinds: WoodKindRepository,
  ) {}

  async execute({ input }: CreateWoodKindCommand): Promise<{ id: string }> {
    const { tenantId, userId, username } = caller();
    const { correlationId, ip } = requestContext();
    const id = randomUUID();
    await withTenant(this.db, tenantId, async (trx) => {
      await this.woodKinds.insert(trx, {
        id,
        tenantId,
        name: input.woodKindName,
        remark: input.remark,
        createdBy: userId,
      });
      const event = newEvent(
        'inventory.wood-kind.created',
        { woodKindId: id, woodKindName: input.woodKindName, actorId: userId, actorName: username, ip },
        { tenantId, correlationId, partitionKey: id },
      );
      await writeToOutbox(trx, 'inventory', [event]);
      await referenceSaved(trx, 'woodKind', id, input.woodKindName);
    });
    return { id };
  }
}
