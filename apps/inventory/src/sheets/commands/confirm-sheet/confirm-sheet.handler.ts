import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { moveStock, StockRepository } from '../../../stock';
import { assertConfirmable, SHEET_KIND, SHEET_STATUS } from '../../domain/sheet-rules';
import { SheetRepository } from '../../sheet.repository';
import { ConfirmSheetCommand } from './confirm-sheet.command';
import { confirmedSheetPayload } from './confirmed-sheet-payload';
import { StockPiecesMover } from './stock-pieces-mover';

/**
 * §4 Confirm: in one transaction, the sheet (locked) is checked, the stock of its location and
 * wood kind moves (a stock-out never below zero) with its pieces (stock-pieces-mover.ts), the
 * sheet closes as confirmed, and
 * `inventory.stock-in.confirmed` / `inventory.stock-out.confirmed` goes to the outbox with what
 * orders keeps of the sheet (confirmed-sheet-payload.ts; a long sheet's further logs in
 * `inventory.sheet-logs.confirmed` events after it).
 */
@CommandHandler(ConfirmSheetCommand)
export class ConfirmSheetHandler implements ICommandHandler<ConfirmSheetCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: SheetRepository,
    private readonly stock: StockRepository,
    private readonly pieces: StockPiecesMover,
  ) {}

  async execute({ kind, id, manual }: ConfirmSheetCommand): Promise<void> {
    const { tenantId } = caller();
    const { correlationId } = requestContext();
    await withTenant(this.db, tenantId, async (trx) => {
      const sheet = await this.sheets.lock(trx, kind, id);
      assertConfirmable(
        { status: sheet.status, customerId: sheet.customer_id, errorNum: sheet.error_num },
        manual,
      );
      if (manual && sheet.error_num > 0) {
        await this.sheets.abnormalToManual(trx, id);
      }
      const current = await this.stock.lock(trx, tenantId, sheet.location_id, sheet.wood_kind_id);
      await this.stock.set(
        trx,
        current.id,
        moveStock(current, kind === SHEET_KIND.IN ? 'in' : 'out', {
          quantity: sheet.quantity,
          volumeE4: sheet.volume_e4,
        }),
      );
      // the logs themselves: a stock-in's become pieces of the row, a stock-out's take pieces away
      await (kind === SHEET_KIND.IN
        ? this.pieces.stockIn(trx, current.id, sheet)
        : this.pieces.stockOut(trx, current.id, sheet));
      await this.sheets.setStatus(trx, id, SHEET_STATUS.CONFIRMED, {
        confirmed: true,
        manual: manual && sheet.error_num > 0,
      });
      const { payload, more } = await confirmedSheetPayload(trx, sheet, manual);
      const context = { tenantId, correlationId, partitionKey: id };
      await writeToOutbox(trx, 'inventory', [
        kind === SHEET_KIND.IN
          ? newEvent('inventory.stock-in.confirmed', payload, context)
          : newEvent('inventory.stock-out.confirmed', payload, context),
        // a long sheet's other logs, after it on its partition
        ...more.map((logs) => newEvent('inventory.sheet-logs.confirmed', logs, context)),
      ]);
    });
  }
}
