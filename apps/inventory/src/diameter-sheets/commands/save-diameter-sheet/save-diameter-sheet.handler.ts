import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { StandardResolver } from '../../../standards';
import { DiameterSheetRepository } from '../../diameter-sheet.repository';
import { valueRows } from '../../domain/diameter-sheet-rows';
import { SaveDiameterSheetCommand } from './save-diameter-sheet.command';

/**
 * §7 /checkStock/modify, /purchase/diasheet/Add and /Edit: the rows valued under the stock-in
 * sheet's standard, written in one transaction; a purchase sheet's volume becomes the stock-in
 * sheet's purchase volume.
 */
@CommandHandler(SaveDiameterSheetCommand)
export class SaveDiameterSheetHandler implements ICommandHandler<SaveDiameterSheetCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: DiameterSheetRepository,
    private readonly standards: StandardResolver,
  ) {}

  async execute({
    kind,
    target,
    diameters,
  }: SaveDiameterSheetCommand): Promise<{ id: string; qty: number; vol: number }> {
    const { tenantId, userId, username } = caller();
    return withTenant(this.db, tenantId, async (trx) => {
      let existing: { id: string; sheet_id: string } | undefined;
      if (target.mode === 'edit') {
        existing = await this.sheets.find(trx, { id: target.id, kind });
        if (!existing) {
          throw new DomainError('DIAMETER_SHEET.NOT_FOUND');
        }
      }
      const stockInId = existing?.sheet_id ?? (target.mode === 'edit' ? '' : target.stockInHeadId);
      const stockIn = await this.sheets.lockStockIn(trx, stockInId);
      if (!stockIn) {
        throw new DomainError('DIAMETER_SHEET.NOT_STOCK_IN');
      }
      if (target.mode !== 'edit') {
        existing = await this.sheets.find(trx, { sheetId: stockIn.id, kind });
        if (existing && target.mode === 'add') {
          throw new DomainError('DIAMETER_SHEET.EXISTS');
        }
      }
      const valued = valueRows(await this.standards.resolve(trx, stockIn.standard), diameters);
      const id = existing?.id ?? this.sheets.newId();
      await this.sheets.save(
        trx,
        {
          id,
          tenantId,
          sheetId: stockIn.id,
          kind,
          quantity: valued.quantity,
          volumeE4: valued.volumeE4,
          userId,
          username,
        },
        valued.rows,
      );
      return { id, qty: valued.quantity, vol: Math.round(valued.volumeE4 / 10) / 1000 };
    });
  }
}
