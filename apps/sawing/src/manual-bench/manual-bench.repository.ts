import { Injectable } from '@nestjs/common';
import { DomainError, type ManualBenchRecord, type PageResult } from '@timber/contracts';
import { outturnPercent } from '@timber/volume';
import { type Selectable, sql, type Transaction } from 'kysely';
import { type SawingDb } from '../sawing-db';
import { e4ToM3 } from '../shared/figures';

type Trx = Transaction<SawingDb>;
type Row = Omit<Selectable<SawingDb['sawing.manual_bench']>, 'cutting_date'> & { day: string };

const toRecord = (row: Row): ManualBenchRecord => ({
  id: row.id,
  cuttingDate: row.day,
  logKindId: row.log_kind_id,
  logKind: row.log_kind,
  logVol: e4ToM3(Number(row.log_vol_e4)),
  woodVol: e4ToM3(Number(row.wood_vol_e4)),
  outturn: outturnPercent(Number(row.wood_vol_e4), Number(row.log_vol_e4)),
});

/** A manual bench record as written. */
export interface ManualBenchEntry {
  id: string;
  tenantId: string;
  cuttingDate: string;
  logKindId: string;
  logKind: string;
  logVolE4: number;
  woodVolE4: number;
}

/** SQL of the manual bench records; every call runs inside withTenant's transaction. */
@Injectable()
export class ManualBenchRepository {
  private select(trx: Trx) {
    return trx
      .selectFrom('sawing.manual_bench')
      .select([
        'tenant_id',
        'id',
        'log_kind_id',
        'log_kind',
        'log_vol_e4',
        'wood_vol_e4',
        'created_at',
        sql<string>`to_char(cutting_date, 'YYYY-MM-DD')`.as('day'),
      ]);
  }

  async list(
    trx: Trx,
    day: string,
    paging: { page: number; pageSize: number },
  ): Promise<PageResult<ManualBenchRecord>> {
    const [rows, total] = await Promise.all([
      this.select(trx)
        .where(sql<boolean>`cutting_date = ${day}::date`)
        .orderBy('created_at')
        .orderBy('id')
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize)
        .execute(),
      trx
        .selectFrom('sawing.manual_bench')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where(sql<boolean>`cutting_date = ${day}::date`)
        .executeTakeFirstOrThrow(),
    ]);
    return { records: rows.map(toRecord), total: Number(total.n) };
  }

  /** Writes a record (new, or the one of that id: else SAWING.RECORD_NOT_FOUND) and answers it. */
  async save(trx: Trx, entry: ManualBenchEntry, isNew: boolean): Promise<ManualBenchRecord> {
    const values = {
      cutting_date: entry.cuttingDate,
      log_kind_id: entry.logKindId,
      log_kind: entry.logKind,
      log_vol_e4: entry.logVolE4,
      wood_vol_e4: entry.woodVolE4,
    };
    if (isNew) {
      await trx
        .insertInto('sawing.manual_bench')
        .values({ tenant_id: entry.tenantId, id: entry.id, ...values })
        .execute();
    } else {
      const result = await trx
        .updateTable('sawing.manual_bench')
        .set(values)
        .where('id', '=', entry.id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) {
        throw new DomainError('SAWING.RECORD_NOT_FOUND');
      }
    }
    return toRecord(await this.select(trx).where('id', '=', entry.id).executeTakeFirstOrThrow());
  }

  async delete(trx: Trx, id: string): Promise<void> {
    const result = await trx.deleteFrom('sawing.manual_bench').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) {
      throw new DomainError('SAWING.RECORD_NOT_FOUND');
    }
  }

  /** The log volume of each kind sawn by hand on a day. */
  async kindsOfDay(trx: Trx, day: string): Promise<{ kindId: string; kindName: string; logE4: number }[]> {
    const rows = await trx
      .selectFrom('sawing.manual_bench')
      .select([
        'log_kind_id',
        (eb) => eb.fn.max('log_kind').as('name'),
        (eb) => eb.fn.sum<string>('log_vol_e4').as('v'),
      ])
      .where(sql<boolean>`cutting_date = ${day}::date`)
      .groupBy('log_kind_id')
      .execute();
    return rows.map((row) => ({ kindId: row.log_kind_id, kindName: row.name, logE4: Number(row.v) }));
  }
}
