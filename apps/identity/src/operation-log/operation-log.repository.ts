import { Inject, Injectable } from '@nestjs/common';
import { type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { translate, type Locale } from '@timber/i18n';
import { DB } from '@timber/nest-kit';
import { type Kysely, type Transaction } from 'kysely';
import { type IdentityDb } from '../identity-db';

export interface OperationLogEntry {
  username: string;
  ip: string;
  operation: string;
  params: Record<string, string | number>;
  eventId: string | null;
}

export interface OperationLogRecord {
  username: string;
  createTime: string;
  ip: string;
  operation: string;
}

@Injectable()
export class OperationLogRepository {
  constructor(@Inject(DB) private readonly db: Kysely<IdentityDb>) {}

  async append(trx: Transaction<IdentityDb>, tenantId: string, entry: OperationLogEntry): Promise<void> {
    await trx
      .insertInto('identity.operation_log')
      .values({
        tenant_id: tenantId,
        username: entry.username,
        ip: entry.ip,
        operation: entry.operation,
        params: entry.params,
        event_id: entry.eventId,
      })
      .execute();
  }

  /** Newest first; each operation rendered in the reader's language. */
  page(
    tenantId: string,
    page: number,
    pageSize: number,
    locale: Locale,
  ): Promise<PageResult<OperationLogRecord>> {
    return withTenant(this.db, tenantId, async (trx) => {
      const [rows, count] = await Promise.all([
        trx
          .selectFrom('identity.operation_log')
          .select(['username', 'ip', 'operation', 'params', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        trx
          .selectFrom('identity.operation_log')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        total: count.total,
        records: rows.map((row) => ({
          username: row.username,
          ip: row.ip,
          createTime: row.created_at.toISOString(),
          operation: translate(locale, row.operation, row.params),
        })),
      };
    });
  }
}
