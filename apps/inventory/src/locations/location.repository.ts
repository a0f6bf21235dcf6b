import { Injectable } from '@nestjs/common';
import {
  DomainError,
  type LocationListQuery,
  type LocationUpdate,
  type PageResult,
  type WarehouseLocation,
} from '@timber/contracts';
import { createdBetween, escapeLike, isUniqueViolation, newestFirstPage } from '@timber/db';
import { type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { deleteAllOrNone } from '../shared/sql';

type Trx = Transaction<InventoryDb>;

/** SQL of warehouse locations. Every call runs inside withTenant's transaction (row-level security). */
@Injectable()
export class LocationRepository {
  async insert(
    trx: Trx,
    row: { id: string; tenantId: string; name: string; remark: string; createdBy: string },
  ): Promise<void> {
    try {
      await trx
        .insertInto('inventory.locations')
        .values({
          id: row.id,
          tenant_id: row.tenantId,
          name: row.name,
          remark: row.remark,
          created_by: row.createdBy,
        })
        .execute();
    } catch (error) {
      throw nameTaken(error, row.name);
    }
  }

  async update(trx: Trx, row: LocationUpdate): Promise<void> {
    try {
      const result = await trx
        .updateTable('inventory.locations')
        .set({ name: row.locationName, remark: row.remark, updated_at: new Date() })
        .where('id', '=', row.id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) {
        throw new DomainError('LOCATION.NOT_FOUND');
      }
    } catch (error) {
      throw nameTaken(error, row.locationName);
    }
  }

  /** Deletes all of `ids` or none (see deleteAllOrNone). */
  async deleteAll(trx: Trx, ids: readonly string[]): Promise<void> {
    await deleteAllOrNone(ids, 'LOCATION.NOT_FOUND', () =>
      trx.deleteFrom('inventory.locations').where('id', 'in', ids).executeTakeFirst(),
    );
  }

  /** A page, newest first; creation days are the caller's days. */
  async page(
    trx: Trx,
    query: LocationListQuery,
    tzOffsetHours: number,
  ): Promise<PageResult<WarehouseLocation>> {
    let base = trx.selectFrom('inventory.locations');
    if (query.locationName) {
      base = base.where('name', 'ilike', `%${escapeLike(query.locationName)}%`);
    }
    base = createdBetween(base, query, tzOffsetHours);
    return newestFirstPage(
      base,
      query,
      (picked) => picked.select(['id', 'name', 'remark', 'created_at']),
      (r) => ({
        id: r.id,
        locationName: r.name,
        remark: r.remark,
        createTime: r.created_at.toISOString(),
      }),
    );
  }
}

const nameTaken = (error: unknown, name: string): unknown =>
  isUniqueViolation(error, 'locations_name') ? new DomainError('LOCATION.NAME_TAKEN', { name }) : error;
