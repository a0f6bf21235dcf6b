import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type ProcessingPrice } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { m3ToE4 } from '@timber/volume';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { StockLogRepository } from '../../../stock-logs';
import { assertPriceLines } from '../../domain/price-rules';
import { ProcessingPriceRepository } from '../../processing-price.repository';
import { SaveProcessingPriceCommand } from './save-processing-price.command';

/** Prices in cents, exact: 12.34 → 1234. */
const cents = (price: number | null | undefined): number | null =>
  price === undefined || price === null ? null : Math.round(price * 100);

/**
 * A day's processing prices replaced, in one transaction: every kind must be one sawing has seen in
 * stock (402716), and each line have both a log volume and a price or neither (402717, naming the
 * kind). Prices are kept in cents, volumes in ten-thousandths of a m3.
 */
@CommandHandler(SaveProcessingPriceCommand)
export class SaveProcessingPriceHandler implements ICommandHandler<SaveProcessingPriceCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly prices: ProcessingPriceRepository,
    private readonly logs: StockLogRepository,
  ) {}

  execute({ input }: SaveProcessingPriceCommand): Promise<ProcessingPrice> {
    const { tenantId } = caller();
    return withTenant(this.db, tenantId, async (trx) => {
      const lines = [];
      for (const line of input.logProcessing) {
        const kindName = await this.logs.kindName(trx, line.kindId);
        if (kindName === undefined) {
          throw new DomainError('SAWING.KIND_UNKNOWN');
        }
        lines.push({ ...line, kindName });
      }
      assertPriceLines(lines);
      await this.prices.replace(
        trx,
        tenantId,
        input.processingDate,
        cents(input.processingUnitPrice),
        lines.map((line) => ({
          kindId: line.kindId,
          kindName: line.kindName,
          logVolE4: line.logVol === undefined || line.logVol === null ? null : m3ToE4(line.logVol, 3),
          priceCents: cents(line.logUnitPrice),
        })),
      );
      return (await this.prices.load(trx, input.processingDate))!;
    });
  }
}
