import { Inject, Injectable } from '@nestjs/common';
import { type OperationLogFilter, type PageResult } from '@timber/contracts';
import { createdBetween, escapeLike, newestFirstPage, withTenant } from '@timber/db';
import { cursorBatches } from '@timber/exports';
import { type Locale } from '@timber/i18n';
import { DB } from '@timber/nest-kit';
import { type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { type IdentityDb } from '../identity-db';
import { renderOperation } from './operation-names';

export interface OperationLogEntry {
  /** the operator's id; absent for a sign-in recorded before the session exists */
  userId?: string | null;
  username: string;
  ip: string;
  /** the message id that renders it (server catalogue) */
  operation: string;
  params: Record<string, string | number>;
  eventId: string | null;
  /** when it happened (the event's time); now when absent */
  at?: string;
}

export interface OperationLogRecord {
  id: number;
  username: string;
  createTime: string;
  ip: string;
  operation: string;
}

/** A row of the log as read for the list and the workbook. */
export interface OperationLogRow {
  username: string;
  ip: string;
  operation: string;
  params: Record<string, string | number>;
  created_at: Date;
}

type Trx = Transaction<IdentityDb>;
type LogQuery = SelectQueryBuilder<IdentityDb, 'identity.operation_log', object>;

@Injectable()
export class OperationLogRepository {
  constructor(@Inject(DB) private readonly db: Kysely<IdentityDb>) {}

  async append(trx: Trx, tenantId: string, entry: OperationLogEntry): Promise<void> {
    await trx
      .insertInto('identity.operation_log')
      .values({
        tenant_id: tenantId,
        user_id: entry.userId ?? null,
        username: entry.username,
        ip: entry.ip,
        operation: entry.operation,
        params: entry.params,
        event_id: entry.eventId,
        ...(entry.at ? { created_at: new Date(entry.at) } : {}),
      })
      .execute();
  }

  /** The entries the filters match: operator by part of the name, operation by id, the caller's days. */
  filtered(trx: Trx, filter: OperationLogFilter, tzOffsetHours: number): LogQuery {
    let query: LogQuery = trx.selectFrom('identity.operation_log');
    if (filter.username) {
      query = query.where('username', 'ilike', `%${escapeLike(filter.username)}%`);
    }
    if (filter.operation) {
      query = query.where('operation', '=', filter.operation);
    }
    return createdBetween(query, filter, tzOffsetHours);
  }

  /** A page, newest first; each operation rendered in the reader's language. */
  page(
    tenantId: string,
    query: OperationLogFilter & { page: number; pageSize: number },
    tzOffsetHours: number,
    locale: Locale,
  ): Promise<PageResult<OperationLogRecord>> {
    return withTenant(this.db, tenantId, (trx) =>
      newestFirstPage(
        this.filtered(trx, query, tzOffsetHours),
        query,
        (base) => base.select(['id', 'username', 'ip', 'operation', 'params', 'created_at']),
        (row) => ({
          id: row.id,
          username: row.username,
          ip: row.ip,
          createTime: row.created_at.toISOString(),
          operation: renderOperation(locale, row.operation, row.params),
        }),
      ),
    );
  }

  /** The matching entries newest first, read through a cursor in batches (the workbook). */
  rows(trx: Trx, filter: OperationLogFilter, tzOffsetHours: number): AsyncGenerator<OperationLogRow[]> {
    return cursorBatches(trx, this.ordered(trx, filter, tzOffsetHours));
  }

  ordered(trx: Trx, filter: OperationLogFilter, tzOffsetHours: number) {
    return this.filtered(trx, filter, tzOffsetHours)
      .select(['username', 'ip', 'operation', 'params', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
  }
}
