import { Injectable } from '@nestjs/common';
import {
  type Customer,
  type CustomerCreate,
  type CustomerListQuery,
  type CustomerUpdate,
  DomainError,
  type PageResult,
} from '@timber/contracts';
import { createdBetween, escapeLike, isUniqueViolation, newestFirstPage } from '@timber/db';
import { type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { deleteAllOrNone } from '../shared/sql';

type Trx = Transaction<InventoryDb>;

/** `C0001` from 1: the customer number as users see it. */
export const formatCustomerNo = (n: number): string => `C${String(n).padStart(4, '0')}`;

/** SQL of customers. Every call runs inside withTenant's transaction (row-level security). */
@Injectable()
export class CustomerRepository {
  /**
   * The tenant's next customer number. The upsert locks the tenant's counter row until the
   * transaction ends, so concurrent adds get distinct numbers, and a refused add gives its back.
   */
  async nextNumber(trx: Trx, tenantId: string): Promise<string> {
    const row = await trx
      .insertInto('inventory.customer_numbers')
      .values({ tenant_id: tenantId, last_number: 1 })
      .onConflict((oc) =>
        oc
          .column('tenant_id')
          .doUpdateSet((eb) => ({ last_number: eb('inventory.customer_numbers.last_number', '+', 1) })),
      )
      .returning('last_number')
      .executeTakeFirstOrThrow();
    return formatCustomerNo(row.last_number);
  }

  async insert(
    trx: Trx,
    row: { id: string; tenantId: string; customerNo: string; createdBy: string } & CustomerCreate,
  ): Promise<void> {
    try {
      await trx
        .insertInto('inventory.customers')
        .values({
          id: row.id,
          tenant_id: row.tenantId,
          customer_no: row.customerNo,
          name: row.customerName,
          phone: row.phone,
          email: row.email,
          address: row.addr,
          created_by: row.createdBy,
        })
        .execute();
    } catch (error) {
      throw nameTaken(error, row.customerName);
    }
  }

  /** Edits everything but the number, which stays as it was given. */
  async update(trx: Trx, row: CustomerUpdate): Promise<void> {
    try {
      const result = await trx
        .updateTable('inventory.customers')
        .set({
          name: row.customerName,
          phone: row.phone,
          email: row.email,
          address: row.addr,
          updated_at: new Date(),
        })
        .where('id', '=', row.id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) {
        throw new DomainError('CUSTOMER.NOT_FOUND');
      }
    } catch (error) {
      throw nameTaken(error, row.customerName);
    }
  }

  /** Deletes all of `ids` or none (see deleteAllOrNone). */
  async deleteAll(trx: Trx, ids: readonly string[]): Promise<void> {
    await deleteAllOrNone(ids, 'CUSTOMER.NOT_FOUND', () =>
      trx.deleteFrom('inventory.customers').where('id', 'in', ids).executeTakeFirst(),
    );
  }

  /** A page, newest first; creation days are the caller's days. */
  async page(trx: Trx, query: CustomerListQuery, tzOffsetHours: number): Promise<PageResult<Customer>> {
    let base = trx.selectFrom('inventory.customers');
    if (query.customerName) {
      base = base.where('name', 'ilike', `%${escapeLike(query.customerName)}%`);
    }
    base = createdBetween(base, query, tzOffsetHours);
    return newestFirstPage(
      base,
      query,
      (picked) => picked.select(['id', 'customer_no', 'name', 'phone', 'email', 'address', 'created_at']),
      (r) => ({
        id: r.id,
        customerNo: r.customer_no,
        customerName: r.name,
        phone: r.phone,
        addr: r.address,
        email: r.email,
        createTime: r.created_at.toISOString(),
      }),
    );
  }
}

const nameTaken = (error: unknown, name: string): unknown =>
  isUniqueViolation(error, 'customers_name') ? new DomainError('CUSTOMER.NAME_TAKEN', { name }) : error;
