import { Injectable } from '@nestjs/common';
import { DomainError, type SheetPrintData } from '@timber/contracts';
import { type Transaction } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { type SheetKind } from '../../domain/sheet-rules';

type Trx = Transaction<InventoryDb>;

const e4ToM3 = (e4: number): number => Math.round(e4 / 10) / 1000;

/** The printed sheet without its diameter classes: the header, its names and its totals. */
export type PrintedSheet = Omit<SheetPrintData, 'diameterClasses' | 'totals'> & {
  totals: Omit<SheetPrintData['totals'], 'unmeasured'>;
};

/** SQL of the printed sheet; runs inside withTenant's transaction. */
@Injectable()
export class SheetPrintRepository {
  /** One sheet of this kind with its customer, wood kind and location; SHEET.NOT_FOUND when missing. */
  async sheet(trx: Trx, kind: SheetKind, id: string): Promise<PrintedSheet> {
    const r = await trx
      .selectFrom('inventory.sheets as s')
      .innerJoin('inventory.locations as l', 'l.id', 's.location_id')
      .innerJoin('inventory.wood_kinds as k', 'k.id', 's.wood_kind_id')
      .leftJoin('inventory.customers as c', 'c.id', 's.customer_id')
      .select([
        's.id',
        's.spu',
        's.sheet_type',
        's.sheet_date',
        's.transport_num',
        's.standard',
        's.status',
        's.device_no',
        's.creator_name',
        's.created_at',
        's.quantity',
        's.volume_e4',
        's.purchase_volume_e4',
        's.diameter_sum_e1',
        's.customer_id',
        'c.customer_no',
        'c.name as customer_name',
        'c.phone as customer_phone',
        'c.address as customer_address',
        's.wood_kind_id',
        'k.name as wood_kind',
        's.location_id',
        'l.name as location',
      ])
      .where('s.id', '=', id)
      .where('s.kind', '=', kind)
      .executeTakeFirst();
    if (!r) {
      throw new DomainError('SHEET.NOT_FOUND');
    }
    return {
      header: {
        id: r.id,
        spu: r.spu,
        sheetType: r.sheet_type,
        storageDate: r.sheet_date.toISOString().slice(0, 10),
        transportNum: r.transport_num,
        standardType: r.standard,
        status: r.status,
        deviceNo: r.device_no,
        creator: r.creator_name,
        createTime: r.created_at.toISOString(),
      },
      customer:
        r.customer_id === null
          ? null
          : {
              id: r.customer_id,
              customerNo: r.customer_no ?? '',
              customerName: r.customer_name ?? '',
              phone: r.customer_phone ?? '',
              addr: r.customer_address ?? '',
            },
      kind: { id: r.wood_kind_id, woodKindName: r.wood_kind },
      location: { id: r.location_id, locationName: r.location },
      totals: {
        qty: r.quantity,
        volume: e4ToM3(r.volume_e4),
        avgDiameter: r.quantity ? Math.round(r.diameter_sum_e1 / r.quantity) / 10 : 0,
        purchaseVol: r.purchase_volume_e4 === null ? null : e4ToM3(r.purchase_volume_e4),
        floatedVol: r.purchase_volume_e4
          ? Math.round(((r.volume_e4 - r.purchase_volume_e4) / r.purchase_volume_e4) * 10_000) / 100
          : null,
      },
    };
  }
}
