import { Injectable } from '@nestjs/common';
import {
  type DiameterRange,
  type DiameterRangeListQuery,
  type DiameterRangeUpdate,
  DomainError,
  type PageResult,
} from '@timber/contracts';
import { isUniqueViolation, newestFirstPage } from '@timber/db';
import { sql, type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';

type Trx = Transaction<InventoryDb>;

/** SQL of diameter ranges. Every call runs inside withTenant's transaction (row-level security). */
@Injectable()
export class DiameterRangeRepository {
  async insert(
    trx: Trx,
    row: { id: string; tenantId: string; lowerLimit: number; upperLimit: number; createdBy: string },
  ): Promise<void> {
    try {
      await trx
        .insertInto('inventory.diameter_ranges')
        .values({
          id: row.id,
          tenant_id: row.tenantId,
          lower_limit: row.lowerLimit,
          upper_limit: row.upperLimit,
          created_by: row.createdBy,
        })
        .execute();
    } catch (error) {
      throw rangeTaken(error, row);
    }
  }

  async update(trx: Trx, row: DiameterRangeUpdate): Promise<void> {
    try {
      const result = await trx
        .updateTable('inventory.diameter_ranges')
        .set({ lower_limit: row.lowerLimit, upper_limit: row.upperLimit, updated_at: new Date() })
        .where('id', '=', row.id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) {
        throw new DomainError('DIAMETER_RANGE.NOT_FOUND');
      }
    } catch (error) {
      throw rangeTaken(error, row);
    }
  }

  /**
   * §5 (issue 22): a diameter belongs to one range. Refuses a range that shares a class with
   * another of the tenant's (naming it); the tenant's ranges are written one at a time (a
   * transaction lock), so two overlapping ranges saved at once cannot both pass.
   */
  async assertNoOverlap(
    trx: Trx,
    tenantId: string,
    range: { id?: string; lowerLimit: number; upperLimit: number },
  ): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`inventory.diameter_ranges:${tenantId}`}))`.execute(
      trx,
    );
    let overlapping = trx
      .selectFrom('inventory.diameter_ranges')
      .select(['lower_limit', 'upper_limit'])
      .where('lower_limit', '<=', range.upperLimit)
      .where('upper_limit', '>=', range.lowerLimit);
    if (range.id) {
      overlapping = overlapping.where('id', '!=', range.id);
    }
    // the same range first: that is a range already there, not an overlap
    const other = await overlapping
      .orderBy(sql`lower_limit = ${range.lowerLimit} and upper_limit = ${range.upperLimit}`, 'desc')
      .orderBy('lower_limit')
      .limit(1)
      .executeTakeFirst();
    if (other?.lower_limit === range.lowerLimit && other.upper_limit === range.upperLimit) {
      throw new DomainError('DIAMETER_RANGE.TAKEN', { lower: range.lowerLimit, upper: range.upperLimit });
    }
    if (other) {
      throw new DomainError('DIAMETER_RANGE.OVERLAPS', {
        lower: range.lowerLimit,
        upper: range.upperLimit,
        otherLower: other.lower_limit,
        otherUpper: other.upper_limit,
      });
    }
  }

  /** Deletes all of `ids` or none: a missing one refuses the whole batch. */
  async deleteSome(trx: Trx, ids: readonly string[]): Promise<void> {
    const result = await trx
      .deleteFrom('inventory.diameter_ranges')
      .where('id', 'in', ids)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== new Set(ids).size) {
      throw new DomainError('DIAMETER_RANGE.NOT_FOUND');
    }
  }

  /** Deletes every range of the tenant; answers how many there were. */
  async deleteEvery(trx: Trx, tenantId: string): Promise<number> {
    const result = await trx
      .deleteFrom('inventory.diameter_ranges')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** A page, newest first. */
  async page(trx: Trx, query: DiameterRangeListQuery): Promise<PageResult<DiameterRange>> {
    const base = trx.selectFrom('inventory.diameter_ranges');
    return newestFirstPage(
      base,
      query,
      (picked) => picked.select(['id', 'lower_limit', 'upper_limit', 'created_at']),
      (r) => ({
        id: r.id,
        lowerLimit: r.lower_limit,
        upperLimit: r.upper_limit,
        createTime: r.created_at.toISOString(),
      }),
    );
  }
}

const rangeTaken = (error: unknown, range: { lowerLimit: number; upperLimit: number }): unknown =>
  isUniqueViolation(error, 'diameter_ranges_limits')
    ? new DomainError('DIAMETER_RANGE.TAKEN', { lower: range.lowerLimit, upper: range.upperLimit })
    : error;
