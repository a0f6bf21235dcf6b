import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type InventoryDb } from '../../../inventory-db';
import { assertMergeable, SHEET_STATUS, sheetNumber } from '../../domain/sheet-rules';
import { SheetRepository } from '../../sheet.repository';
import { MergeSheetsCommand } from './merge-sheets.command';

/**
 * §2 merge: the chosen pending sheets become one new pending sheet holding every log, each log
 * keeping the sheet it was first measured on; the old sheets close as merged (status 5).
 */
@CommandHandler(MergeSheetsCommand)
export class MergeSheetsHandler implements ICommandHandler<MergeSheetsCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: SheetRepository,
  ) {}

  async execute({ kind, spus }: MergeSheetsCommand): Promise<{ id: string; spu: string }> {
    const { tenantId, userId, username } = caller();
    return withTenant(this.db, tenantId, async (trx) => {
      const parts = await this.sheets.lockForMerge(trx, kind, spus);
      if (parts.length !== spus.length) {
        throw new DomainError('SHEET.NOT_FOUND');
      }
      const { customerId } = assertMergeable(
        parts.map((p) => ({
          status: p.status,
          standard: p.standard,
          locationId: p.location_id,
          woodKindId: p.wood_kind_id,
          customerId: p.customer_id,
        })),
      );
      const first = parts[0]!;
      const day = parts.map((p) => p.sheet_date.toISOString().slice(0, 10)).sort()[0]!;
      const id = randomUUID();
      const purchases = parts.map((p) => p.purchase_volume_e4).filter((v): v is number => v !== null);
      const spu = sheetNumber(kind, day, await this.sheets.nextNumber(trx, tenantId, kind, day));
      await this.sheets.insert(
        trx,
        {
          id,
          tenant_id: tenantId,
          kind,
          spu,
          sheet_type: first.sheet_type,
          status: SHEET_STATUS.NEW,
          standard: first.standard,
          sheet_date: day,
          location_id: first.location_id,
          wood_kind_id: first.wood_kind_id,
          customer_id: customerId,
          transport_num: parts.find((p) => p.transport_num !== '')?.transport_num ?? '',
          quantity: parts.reduce((n, p) => n + p.quantity, 0),
          volume_e4: parts.reduce((n, p) => n + p.volume_e4, 0),
          purchase_volume_e4: purchases.length ? purchases.reduce((n, v) => n + v, 0) : null,
          diameter_sum_e1: parts.reduce((n, p) => n + p.diameter_sum_e1, 0),
          error_num: parts.reduce((n, p) => n + p.error_num, 0),
          created_by: userId,
          creator_name: username,
        },
        [],
      );
      await this.sheets.moveLogsAndClose(
        trx,
        parts.map((p) => p.id),
        id,
      );
      return { id, spu };
    });
  }
}
