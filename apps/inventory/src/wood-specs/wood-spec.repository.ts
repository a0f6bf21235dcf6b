import { Injectable } from '@nestjs/common';
import {
  DomainError,
  type PageResult,
  type WoodSpec,
  type WoodSpecHot,
  type WoodSpecListQuery,
  type WoodSpecUpdate,
} from '@timber/contracts';
import { createdBetween, isUniqueViolation, newestFirstPage } from '@timber/db';
import { type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';

type Trx = Transaction<InventoryDb>;

/** SQL of wood specifications. Every call runs inside withTenant's transaction (row-level security). */
@Injectable()
export class WoodSpecRepository {
  async insert(
    trx: Trx,
    row: { id: string; tenantId: string; lengthM: number; remark: string; hot: boolean; createdBy: string },
  ): Promise<void> {
    try {
      await trx
        .insertInto('inventory.wood_specs')
        .values({
          id: row.id,
          tenant_id: row.tenantId,
          length_m: row.lengthM,
          remark: row.remark,
          hot: row.hot,
          created_by: row.createdBy,
        })
        .execute();
    } catch (error) {
      throw lengthTaken(error, row.lengthM);
    }
  }

  /** Edits the length and remark; hot stays as it is. */
  async update(trx: Trx, row: WoodSpecUpdate): Promise<void> {
    try {
      const result = await trx
        .updateTable('inventory.wood_specs')
        .set({ length_m: row.woodSpecsNo, remark: row.remark, updated_at: new Date() })
        .where('id', '=', row.id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) {
        throw new DomainError('WOOD_SPEC.NOT_FOUND');
      }
    } catch (error) {
      throw lengthTaken(error, row.woodSpecsNo);
    }
  }

  /** Flips hot in one statement, so two quick clicks flip it twice, and answers the new value. */
  async toggleHot(trx: Trx, id: string): Promise<WoodSpecHot> {
    const row = await trx
      .updateTable('inventory.wood_specs')
      .set((eb) => ({ hot: eb.not('hot'), updated_at: new Date() }))
      .where('id', '=', id)
      .returning(['id', 'hot'])
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('WOOD_SPEC.NOT_FOUND');
    }
    return { id: row.id, hot: row.hot ? 1 : 0 };
  }

  /** Deletes all of `ids` or none: a missing one refuses the whole batch. */
  async deleteAll(trx: Trx, ids: readonly string[]): Promise<void> {
    const result = await trx.deleteFrom('inventory.wood_specs').where('id', 'in', ids).executeTakeFirst();
    if (Number(result.numDeletedRows) !== new Set(ids).size) {
      throw new DomainError('WOOD_SPEC.NOT_FOUND');
    }
  }

  /** A page, newest first; woodSpecsNo filters one length, creation days are the caller's days. */
  async page(trx: Trx, query: WoodSpecListQuery, tzOffsetHours: number): Promise<PageResult<WoodSpec>> {
    let base = trx.selectFrom('inventory.wood_specs');
    if (query.woodSpecsNo !== undefined) {
      base = base.where('length_m', '=', String(query.woodSpecsNo));
    }
    base = createdBetween(base, query, tzOffsetHours);
    return newestFirstPage(
      base,
      query,
      (picked) => picked.select(['id', 'length_m', 'remark', 'hot', 'created_at']),
      (r) => ({
        id: r.id,
        woodSpecsNo: Number(r.length_m),
        remark: r.remark,
        hot: r.hot ? 1 : 0,
        createTime: r.created_at.toISOString(),
      }),
    );
  }
}

const lengthTaken = (error: unknown, length: number): unknown =>
  isUniqueViolation(error, 'wood_specs_length')
    ? new DomainError('WOOD_SPEC.NUMBER_TAKEN', { length })
    : error;
