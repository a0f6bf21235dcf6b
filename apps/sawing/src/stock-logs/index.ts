export { StockLogRepository } from './stock-log.repository';
export { StockLogsModule } from './stock-logs.module';
