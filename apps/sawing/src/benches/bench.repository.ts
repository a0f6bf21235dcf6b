import { Injectable } from '@nestjs/common';
import { type Bench, DomainError, SAWING_STATE } from '@timber/contracts';
import { isUniqueViolation } from '@timber/db';
import { type Selectable, type Transaction } from 'kysely';
import { type SawingDb } from '../sawing-db';

type Trx = Transaction<SawingDb>;
type BenchRow = Selectable<SawingDb['sawing.benches']>;

export const toBench = (row: BenchRow): Bench => ({
  id: row.id,
  machineNo: row.machine_no,
  name: row.name,
  createTime: row.created_at.toISOString(),
});

/** SQL of the tenant's benches; every call runs inside withTenant's transaction. */
@Injectable()
export class BenchRepository {
  async listLive(trx: Trx): Promise<Bench[]> {
    const rows = await trx
      .selectFrom('sawing.benches')
      .selectAll()
      .where('deleted_at', 'is', null)
      .orderBy('machine_no')
      .orderBy('id')
      .execute();
    return rows.map(toBench);
  }

  /** A live bench, or SAWING.BENCH_NOT_FOUND (another tenant's is not seen). */
  async findLive(trx: Trx, id: string): Promise<BenchRow> {
    const row = await trx
      .selectFrom('sawing.benches')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('SAWING.BENCH_NOT_FOUND');
    }
    return row;
  }

  /** The live bench of a machine number (the floor pages name benches by it), if any. */
  async findLiveByNo(trx: Trx, machineNo: string): Promise<BenchRow | undefined> {
    return trx
      .selectFrom('sawing.benches')
      .selectAll()
      .where('machine_no', '=', machineNo)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** Adds or renames a bench; a machine number another live bench has is refused by the unique index. */
  async save(
    trx: Trx,
    tenantId: string,
    bench: { id: string; machineNo: string; name: string },
    isNew: boolean,
  ) {
    try {
      const row = isNew
        ? await trx
            .insertInto('sawing.benches')
            .values({ tenant_id: tenantId, id: bench.id, machine_no: bench.machineNo, name: bench.name })
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('sawing.benches')
            .set({ machine_no: bench.machineNo, name: bench.name })
            .where('id', '=', bench.id)
            .where('deleted_at', 'is', null)
            .returningAll()
            .executeTakeFirst();
      if (!row) {
        throw new DomainError('SAWING.BENCH_NOT_FOUND');
      }
      return toBench(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError('SAWING.BENCH_NO_TAKEN', { machineNo: bench.machineNo });
      }
      throw error;
    }
  }

  async markDeleted(trx: Trx, id: string): Promise<void> {
    await trx.updateTable('sawing.benches').set({ deleted_at: new Date() }).where('id', '=', id).execute();
  }

  /** Whether a bench has an open order or one merged into another. */
  async hasOpenOrders(trx: Trx, benchId: string): Promise<boolean> {
    const row = await trx
      .selectFrom('sawing.orders')
      .select('id')
      .where('bench_id', '=', benchId)
      .where('state', 'in', [SAWING_STATE.OPEN, SAWING_STATE.MERGED])
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
