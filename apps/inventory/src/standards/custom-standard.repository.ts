import { Injectable } from '@nestjs/common';
import { type CustomStandard, DomainError, type PageResult } from '@timber/contracts';
import { isUniqueViolation } from '@timber/db';
import { type StandardDefinition } from '@timber/volume';
import { type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';

type Trx = Transaction<InventoryDb>;

const toRecord = (row: {
  id: string;
  code: string;
  name: string;
  definition: StandardDefinition;
  created_at: Date;
  updated_at: Date;
}): CustomStandard => ({
  id: row.id,
  code: row.code,
  name: row.name,
  definition: row.definition as unknown as Record<string, unknown>,
  createTime: row.created_at.toISOString(),
  updateTime: row.updated_at.toISOString(),
});

/** SQL of a tenant's own standards; every call runs inside withTenant's transaction. */
@Injectable()
export class CustomStandardRepository {
  async insert(
    trx: Trx,
    row: { id: string; tenantId: string; definition: StandardDefinition; createdBy: string },
  ): Promise<void> {
    try {
      await trx
        .insertInto('inventory.custom_standards')
        .values({
          id: row.id,
          tenant_id: row.tenantId,
          code: row.definition.code,
          name: row.definition.name,
          definition: JSON.stringify(row.definition),
          created_by: row.createdBy,
        })
        .execute();
    } catch (error) {
      throw isUniqueViolation(error)
        ? new DomainError('STANDARD.CODE_TAKEN', { code: row.definition.code })
        : error;
    }
  }

  async update(trx: Trx, id: string, definition: StandardDefinition): Promise<void> {
    try {
      const result = await trx
        .updateTable('inventory.custom_standards')
        .set({
          code: definition.code,
          name: definition.name,
          definition: JSON.stringify(definition),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) {
        throw new DomainError('STANDARD.UNKNOWN', { code: id });
      }
    } catch (error) {
      throw isUniqueViolation(error)
        ? new DomainError('STANDARD.CODE_TAKEN', { code: definition.code })
        : error;
    }
  }

  async delete(trx: Trx, id: string): Promise<void> {
    const result = await trx.deleteFrom('inventory.custom_standards').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) {
      throw new DomainError('STANDARD.UNKNOWN', { code: id });
    }
  }

  async byCode(trx: Trx, code: string): Promise<StandardDefinition | undefined> {
    const row = await trx
      .selectFrom('inventory.custom_standards')
      .select('definition')
      .where('code', '=', code)
      .executeTakeFirst();
    return row?.definition;
  }

  async page(trx: Trx, page: number, pageSize: number): Promise<PageResult<CustomStandard>> {
    const [rows, count] = await Promise.all([
      trx
        .selectFrom('inventory.custom_standards')
        .select(['id', 'code', 'name', 'definition', 'created_at', 'updated_at'])
        .orderBy('code')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      trx
        .selectFrom('inventory.custom_standards')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { total: count.total, records: rows.map(toRecord) };
  }
}
