export { StatisticsModule } from './statistics.module';
