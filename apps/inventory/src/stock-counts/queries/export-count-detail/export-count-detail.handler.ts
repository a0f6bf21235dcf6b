import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CountLine, DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { answerWithFile, streamXlsx, type XlsxColumn } from '@timber/exports';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { toCountLine } from '../../count-line-row';
import { CountPlanRepository } from '../../count-plan.repository';
import { ExportCountDetailQuery } from './export-count-detail.query';

const COLUMNS: XlsxColumn<CountLine>[] = [
  { header: 'server.excel.location', width: 18, value: (r) => r.locName },
  { header: 'server.excel.woodKind', width: 16, value: (r) => r.kindName },
  { header: 'server.excel.diameter', width: 12, value: (r) => r.dia },
  { header: 'server.excel.length', width: 10, value: (r) => r.length, numFmt: '0.0#' },
  { header: 'server.excel.bookQty', width: 12, value: (r) => r.qty },
  { header: 'server.excel.checkQty', width: 12, value: (r) => r.checkQty },
  { header: 'server.excel.profit', width: 10, value: (r) => r.invQtyProfit },
  { header: 'server.excel.loss', width: 10, value: (r) => r.invQtyLoss },
];

/**
 * §7 /inv/check/downloadExcel: the lines of the plan in progress (or of plan `id`) under the
 * detail's filters. A plan's lines are one per stock row, diameter and length (a few thousand at
 * most), so they are read at once; no plan in progress is refused before the file starts.
 */
@QueryHandler(ExportCountDetailQuery)
export class ExportCountDetailHandler implements IQueryHandler<ExportCountDetailQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly plans: CountPlanRepository,
  ) {}

  execute({ filter, res }: ExportCountDetailQuery): Promise<void> {
    const { locale } = requestContext();
    return answerWithFile(res, (started) =>
      withTenant(this.db, caller().tenantId, async (trx) => {
        const planId = filter.id ?? (await this.plans.current(trx))?.id;
        if (!planId) {
          throw new DomainError('COUNT_PLAN.NONE_CURRENT');
        }
        const { rows } = await this.plans.lines(trx, planId, filter, undefined);
        started();
        await streamXlsx(res, {
          fileName: 'stock-count',
          sheetTitle: 'server.excel.countDetail',
          locale,
          columns: COLUMNS,
          batches: [rows.map(toCountLine)],
        });
      }),
    );
  }
}
