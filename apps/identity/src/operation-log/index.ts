export { OperationLogModule } from './operation-log.module';
export { OperationLogRepository } from './operation-log.repository';
