export { BenchRepository } from './bench.repository';
export { BenchesModule } from './benches.module';
