import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type PartedUploads } from '@timber/blob-store';
import { DB, loggerFor } from '@timber/nest-kit';
import { type Kysely, sql } from 'kysely';
import { COUNTING_CONFIG, type CountingConfig } from '../config';
import { type CountingDb } from '../counting-db';
import { MEDIA_UPLOADS } from './media-store';

/** Uploads looked at per round: a long backlog goes in rounds of this many. */
const SWEEP_BATCH = 100;
const HOUR_MS = 3_600_000;

const log = loggerFor('UploadSweeper');

/**
 * Removes abandoned uploads: begun, not completed within UPLOAD_MAX_AGE_HOURS (24 h), of any
 * tenant. The parts and manifest go first (PartedUploads.abort, idempotent), then the row, which
 * is what finds them again if the store fails half-way. A completed upload and its media are never
 * touched. Runs every UPLOAD_SWEEP_INTERVAL_MS on a timer of its own; two replicas sweeping at
 * once do the same idempotent work.
 */
@Injectable()
export class UploadSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;

  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    @Inject(MEDIA_UPLOADS) private readonly uploads: PartedUploads,
    @Inject(COUNTING_CONFIG) private readonly config: CountingConfig,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.config.UPLOAD_SWEEP_INTERVAL_MS;
    if (every > 0) {
      this.timer = setInterval(() => void this.runScheduled(), every);
      this.timer.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => 0);
  }

  /** One sweep as of `now`: how many abandoned uploads were removed. */
  sweep(now: Date = new Date()): Promise<number> {
    this.running ??= this.sweepAll(now).finally(() => (this.running = null));
    return this.running;
  }

  private async runScheduled(): Promise<void> {
    try {
      const removed = await this.sweep();
      if (removed > 0) {
        log.info({ removed }, 'abandoned uploads removed');
      }
    } catch (error) {
      // the next tick tries again; nothing was forgotten whose parts are still stored
      log.error({ err: error }, 'sweeping abandoned uploads failed');
    }
  }

  private async sweepAll(now: Date): Promise<number> {
    const before = new Date(now.getTime() - this.config.UPLOAD_MAX_AGE_HOURS * HOUR_MS);
    let removed = 0;
    for (;;) {
      const { rows } = await sql<{
        upload_id: string;
      }>`select upload_id from counting.abandoned_uploads(${before}, ${SWEEP_BATCH})`.execute(this.db);
      const ids = rows.map((row) => row.upload_id);
      for (const id of ids) {
        await this.uploads.abort(id);
      }
      let forgotten = 0;
      if (ids.length > 0) {
        const { rows: answer } = await sql<{
          count: number;
        }>`select counting.forget_uploads(${ids}::text[], ${before}) as count`.execute(this.db);
        forgotten = answer[0]?.count ?? 0;
        removed += forgotten;
      }
      // a full round that forgot nothing would find the same ids again
      if (ids.length < SWEEP_BATCH || forgotten === 0) {
        return removed;
      }
    }
  }
}
