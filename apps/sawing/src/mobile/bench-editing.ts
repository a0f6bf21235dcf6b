import { Inject, Injectable } from '@nestjs/common';
import { DomainError, SAW_EDITING_TTL_SECONDS } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, REDIS } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
import { type Kysely } from 'kysely';
import { SAWING_CONFIG, type SawingConfig } from '../config';
import { type SawingDb } from '../sawing-db';
import { type FloorBench } from './bench-floor';

/**
 * §4 "mobile manage mode is blocked while any order is being edited": which of a bench's orders a
 * phone has open for editing (/sawDetail), kept in Redis as a sorted set per bench, each order with
 * the time its mark runs out (SAW_EDITING_TTL_SECONDS after the page last marked it, so a phone
 * that went away blocks no longer than that). Entering manage mode and merging ask it first.
 */
@Injectable()
export class BenchEditing {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SAWING_CONFIG) private readonly config: SawingConfig,
    @Inject(DB) private readonly db: Kysely<SawingDb>,
  ) {}

  private key(bench: FloorBench): string {
    return `${this.config.EVENT_STREAM_PREFIX}:saw-editing:${caller().tenantId}:${bench.id}`;
  }

  /** Marks the order (one of the bench's, checked by the caller) as being edited, or not any more. */
  async mark(bench: FloorBench, orderId: string, editing: boolean): Promise<void> {
    const key = this.key(bench);
    if (!editing) {
      await this.redis.zrem(key, orderId);
      return;
    }
    const until = Date.now() + SAW_EDITING_TTL_SECONDS * 1000;
    await this.redis
      .multi()
      .zadd(key, until, orderId)
      .pexpire(key, SAW_EDITING_TTL_SECONDS * 1000)
      .exec();
  }

  /** The ids of the bench's orders being edited now. */
  async editing(bench: FloorBench): Promise<string[]> {
    const key = this.key(bench);
    const now = Date.now();
    await this.redis.zremrangebyscore(key, '-inf', now);
    return this.redis.zrangebyscore(key, now, '+inf');
  }

  /** SAWING.BEING_EDITED, naming the orders, while any order of the bench is being edited. */
  async assertNoneEdited(bench: FloorBench): Promise<void> {
    const ids = await this.editing(bench);
    if (ids.length === 0) {
      return;
    }
    const numbers = await withTenant(this.db, caller().tenantId, (trx) =>
      trx.selectFrom('sawing.orders').select('order_no').where('id', 'in', ids).orderBy('order_no').execute(),
    );
    throw new DomainError('SAWING.BEING_EDITED', { orderNos: numbers.map((row) => row.order_no).join(', ') });
  }
}
