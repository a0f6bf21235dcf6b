export { ManualBenchModule } from './manual-bench.module';
export { ManualBenchRepository } from './manual-bench.repository';
