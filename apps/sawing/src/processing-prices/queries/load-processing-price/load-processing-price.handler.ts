import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ProcessingPrice } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { ManualBenchRepository } from '../../../manual-bench';
import { type SawingDb } from '../../../sawing-db';
import { e4ToM3 } from '../../../shared/figures';
import { ProcessingPriceRepository } from '../../processing-price.repository';
import { LoadProcessingPriceQuery } from './load-processing-price.query';

/**
 * The day's prices as saved; a day not saved yet answers the kinds sawn that day (closed orders
 * and the manual bench) with their log volume and no prices, ready to be priced.
 */
@QueryHandler(LoadProcessingPriceQuery)
export class LoadProcessingPriceHandler implements IQueryHandler<LoadProcessingPriceQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly prices: ProcessingPriceRepository,
    private readonly manual: ManualBenchRepository,
  ) {}

  execute({ day }: LoadProcessingPriceQuery): Promise<ProcessingPrice> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const saved = await this.prices.load(trx, day);
      if (saved) {
        return saved;
      }
      const kinds = new Map<string, { kindName: string; logE4: number }>();
      for (const kind of [
        ...(await this.prices.sawnKindsOfDay(trx, day)),
        ...(await this.manual.kindsOfDay(trx, day)),
      ]) {
        const known = kinds.get(kind.kindId);
        kinds.set(kind.kindId, { kindName: kind.kindName, logE4: (known?.logE4 ?? 0) + kind.logE4 });
      }
      return {
        processingDate: day,
        processingUnitPrice: null,
        saved: false,
        logProcessing: [...kinds.entries()]
          .sort(([, a], [, b]) => a.kindName.localeCompare(b.kindName))
          .map(([kindId, kind]) => ({
            kindId,
            kindName: kind.kindName,
            logVol: e4ToM3(kind.logE4),
            logUnitPrice: null,
          })),
      };
    });
  }
}
