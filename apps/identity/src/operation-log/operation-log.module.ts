import { Module } from '@nestjs/common';
import { OperationPerformedConsumer } from './events/operation-performed.consumer';
import { OperationLogController } from './operation-log.controller';
import { OperationLogRepository } from './operation-log.repository';
import { ExportOperationLogHandler } from './queries/export-operation-log/export-operation-log.handler';
import { ListOperationLogHandler } from './queries/list-operation-log/list-operation-log.handler';
import { ListOperationsHandler } from './queries/list-operations/list-operations.handler';

/** The operation log: one line per user's write in any service (from their events), its lists and workbook. */
@Module({
  controllers: [OperationLogController, OperationPerformedConsumer],
  providers: [
    OperationLogRepository,
    ListOperationLogHandler,
    ListOperationsHandler,
    ExportOperationLogHandler,
  ],
  exports: [OperationLogRepository],
})
export class OperationLogModule {}
