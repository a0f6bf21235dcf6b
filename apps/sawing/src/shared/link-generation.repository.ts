import { Injectable } from '@nestjs/common';
import { type Transaction } from 'kysely';
import { type SawingDb } from '../sawing-db';
import { assertCurrentGeneration, type SignedLink } from './floor-links';

type Trx = Transaction<SawingDb>;

/** The tenant's link generation: 0 until its links are first revoked. */
export interface LinkGeneration {
  generation: number;
  revokedAt: Date | null;
}

/**
 * SQL of the tenant's floor link generation (sawing.link_generations); every call runs inside
 * withTenant's transaction, so the row read is the tenant's own (row-level security).
 */
@Injectable()
export class LinkGenerationRepository {
  async current(trx: Trx): Promise<LinkGeneration> {
    const row = await trx
      .selectFrom('sawing.link_generations')
      .select(['generation', 'revoked_at'])
      .executeTakeFirst();
    return row
      ? { generation: row.generation, revokedAt: row.revoked_at }
      : { generation: 0, revokedAt: null };
  }

  /** The link, of the transaction's tenant, is of its current generation, else 402735 (revoked). */
  async assertCurrent(trx: Trx, link: SignedLink): Promise<void> {
    assertCurrentGeneration(link, (await this.current(trx)).generation);
  }

  /** Moves the tenant's generation on by one (one upsert: two revokes never share one). */
  async next(trx: Trx, tenantId: string, by: string): Promise<LinkGeneration> {
    const row = await trx
      .insertInto('sawing.link_generations')
      .values({ tenant_id: tenantId, generation: 1, revoked_by: by })
      .onConflict((oc) =>
        oc.column('tenant_id').doUpdateSet((eb) => ({
          generation: eb('sawing.link_generations.generation', '+', 1),
          revoked_at: new Date(),
          revoked_by: by,
        })),
      )
      .returning(['generation', 'revoked_at'])
      .executeTakeFirstOrThrow();
    return { generation: row.generation, revokedAt: row.revoked_at };
  }
}
