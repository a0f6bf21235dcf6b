import { Injectable } from '@nestjs/common';
import { DomainError, type PageResult, type WoodKind, type WoodKindListQuery } from '@timber/contracts';
import { createdBetween, escapeLike, isUniqueViolation, newestFirstPage } from '@timber/db';
import { type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { deleteAllOrNone } from '../shared/sql';

type Trx = Transaction<InventoryDb>;

/** SQL of wood kinds. Every call runs inside withTenant's transaction (row-level security). */
@Injectable()
export class WoodKindRepository {
  async insert(
    trx: Trx,
    row: { id: string; tenantId: string; name: string; remark: string; createdBy: string },
  ): Promise<void> {
    try {
      await trx
        .insertInto('inventory.wood_kinds')
        .values({
          id: row.id,
          tenant_id: row.tenantId,
          name: row.name,
          remark: row.remark,
          created_by: row.createdBy,
        })
        .execute();
    } catch (error) {
      throw isUniqueViolation(error) ? new DomainError('WOOD_KIND.NAME_TAKEN', { name: row.name }) : error;
    }
  }

  async update(trx: Trx, row: { id: string; name: string; remark: string }): Promise<void> {
    try {
      const result = await trx
        .updateTable('inventory.wood_kinds')
        .set({ name: row.name, remark: row.remark, updated_at: new Date() })
        .where('id', '=', row.id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) {
        throw new DomainError('WOOD_KIND.NOT_FOUND');
      }
    } catch (error) {
      throw isUniqueViolation(error) ? new DomainError('WOOD_KIND.NAME_TAKEN', { name: row.name }) : error;
    }
  }

  /** Deletes all of `ids` or none (see deleteAllOrNone). */
  async deleteAll(trx: Trx, ids: readonly string[]): Promise<void> {
    await deleteAllOrNone(ids, 'WOOD_KIND.NOT_FOUND', () =>
      trx.deleteFrom('inventory.wood_kinds').where('id', 'in', ids).executeTakeFirst(),
    );
  }

  /**
   * A page, newest first. Date bounds are days in the caller's time zone: [from 00:00, to+1 00:00)
   * shifted by the offset, so "today" means the user's today.
   */
  async page(trx: Trx, query: WoodKindListQuery, tzOffsetHours: number): Promise<PageResult<WoodKind>> {
    let base = trx.selectFrom('inventory.wood_kinds');
    if (query.woodKindName) {
      base = base.where('name', 'ilike', `%${escapeLike(query.woodKindName)}%`);
    }
    base = createdBetween(base, query, tzOffsetHours);
    return newestFirstPage(
      base,
      query,
      (picked) => picked.select(['id', 'name', 'remark', 'created_at']),
      (r) => ({
        id: r.id,
        woodKindName: r.name,
        remark: r.remark,
        createTime: r.created_at.toISOString(),
      }),
    );
  }
}
