import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { withTenant } from '@timber/db';
import { DB, loggerFor } from '@timber/nest-kit';
import { type Kysely, sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type InventoryDb } from '../inventory-db';
import { raiseStockAgeAlarms } from './stock-age-alarm-events';
import { StockAgeRepository } from './stock-age.repository';

/** How often the scanner looks (ms; 0: never, the rules are still evaluated as they are saved). */
export const STOCK_AGE_SCAN_MS = Symbol('STOCK_AGE_SCAN_MS');

const log = loggerFor('StockAgeScanner');

/**
 * Stock ages with time, not with a command: every STOCK_AGE_SCAN_MS the scanner evaluates the
 * rules of each tenant that has any (one transaction per tenant, under its row-level security),
 * so a stock row that crosses a rule overnight raises inventory.stock-age.alarmed once. Two
 * replicas scanning at once are serialised per tenant by the evaluation's lock.
 */
@Injectable()
export class StockAgeScanner implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;

  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    @Inject(STOCK_AGE_SCAN_MS) private readonly every: number,
    private readonly rules: StockAgeRepository,
  ) {}

  onApplicationBootstrap(): void {
    if (this.every > 0) {
      this.timer = setInterval(() => void this.runScheduled(), this.every);
      this.timer.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => 0);
  }

  /** One scan of every tenant with rules: how many crossings it raised. */
  scan(): Promise<number> {
    this.running ??= this.scanAll().finally(() => (this.running = null));
    return this.running;
  }

  private async runScheduled(): Promise<void> {
    try {
      const raised = await this.scan();
      if (raised > 0) {
        log.info({ raised }, 'stock-age warnings raised');
      }
    } catch (error) {
      // the next tick tries again: a crossing not recorded is found again
      log.error({ err: error }, 'scanning the stock age failed');
    }
  }

  private async scanAll(): Promise<number> {
    // outside any tenant: the ids only, through the migration's function (row-level security
    // keeps the table itself to one tenant)
    const tenants = (
      await sql<{
        tenant_id: string;
      }>`select tenant_id from inventory.tenants_with_stock_age_rules()`.execute(this.db)
    ).rows;
    const correlationId = randomUUID();
    let raised = 0;
    for (const { tenant_id: tenantId } of tenants) {
      raised += await withTenant(this.db, tenantId, async (trx) => {
        const crossed = await this.rules.evaluate(trx, tenantId);
        await raiseStockAgeAlarms(trx, tenantId, correlationId, crossed);
        return crossed.length;
      });
    }
    return raised;
  }
}
