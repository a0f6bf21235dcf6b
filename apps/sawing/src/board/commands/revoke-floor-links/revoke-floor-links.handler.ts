import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type SawLinks } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { BenchRepository } from '../../../benches';
import { SAWING_CONFIG, type SawingConfig } from '../../../config';
import { type SawingDb } from '../../../sawing-db';
import { floorLinksOf } from '../../../shared/floor-links';
import { LinkGenerationRepository } from '../../../shared/link-generation.repository';
import { RevokeFloorLinksCommand } from './revoke-floor-links.command';

/**
 * Revokes the tenant's floor links in one transaction: its link generation moves on, so every
 * board, bench and H5 link and H5 session signed before is refused from then on (402735), and
 * `sawing.floor-links.revoked` goes to the outbox (the open boards are told and their streams
 * closed). Answers the links of the new generation. Other tenants' generations are untouched.
 */
@CommandHandler(RevokeFloorLinksCommand)
export class RevokeFloorLinksHandler implements ICommandHandler<RevokeFloorLinksCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    @Inject(SAWING_CONFIG) private readonly config: SawingConfig,
    private readonly benches: BenchRepository,
    private readonly generations: LinkGenerationRepository,
  ) {}

  execute(): Promise<SawLinks> {
    const { tenantId, username } = caller();
    const { correlationId } = requestContext();
    return withTenant(this.db, tenantId, async (trx) => {
      const current = await this.generations.next(trx, tenantId, username);
      await writeToOutbox(trx, 'sawing', [
        newEvent(
          'sawing.floor-links.revoked',
          { generation: current.generation },
          { tenantId, correlationId, partitionKey: tenantId },
        ),
      ]);
      const benches = await this.benches.listLive(trx);
      return floorLinksOf(this.config.SHARE_TOKEN_SECRET, tenantId, current, benches);
    });
  }
}
