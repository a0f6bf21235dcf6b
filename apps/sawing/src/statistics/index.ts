export { StatisticsModule } from './statistics.module';
export { StatisticsRepository } from './statistics.repository';
