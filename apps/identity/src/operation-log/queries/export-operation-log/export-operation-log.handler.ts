import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { answerWithListWorkbook, EXPORT_LIMIT, type XlsxColumn } from '@timber/exports';
import { DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../../identity-db';
import { OperationLogRepository, type OperationLogRow } from '../../operation-log.repository';
import { renderOperation } from '../../operation-names';
import { ExportOperationLogQuery } from './export-operation-log.query';

/**
 * §9 log export: the entries the Log tab's filters match, newest first, with the columns operator,
 * operation time (the caller's wall clock: a cell has no time zone), IP and operation (in the
 * caller's language), read through a cursor and streamed (at most EXPORT_MAX_ROWS entries).
 */
@QueryHandler(ExportOperationLogQuery)
export class ExportOperationLogHandler implements IQueryHandler<ExportOperationLogQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly log: OperationLogRepository,
    @Inject(EXPORT_LIMIT) private readonly maxRows: number,
  ) {}

  execute({ filter, res }: ExportOperationLogQuery): Promise<void> {
    const { locale, tzOffsetHours } = requestContext();
    const columns: XlsxColumn<OperationLogRow>[] = [
      { header: 'server.excel.operator', width: 16, value: (r) => r.username },
      {
        header: 'server.excel.operationTime',
        width: 20,
        value: (r) => new Date(r.created_at.getTime() + tzOffsetHours * 3_600_000),
        numFmt: 'yyyy-mm-dd hh:mm:ss',
      },
      { header: 'server.excel.ip', width: 18, value: (r) => r.ip },
      {
        header: 'server.excel.operation',
        width: 60,
        value: (r) => renderOperation(locale, r.operation, r.params),
      },
    ];
    return answerWithListWorkbook(res, this.db, this.maxRows, (trx) => ({
      counted: this.log.ordered(trx, filter, tzOffsetHours),
      batches: this.log.rows(trx, filter, tzOffsetHours),
      fileName: 'operation-log',
      sheetTitle: 'server.excel.operationLog',
      locale,
      columns,
    }));
  }
}
