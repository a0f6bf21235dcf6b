import { Module } from '@nestjs/common';
import { BenchRepository } from './bench.repository';
import { BenchesController } from './benches.controller';
import { DeleteBenchHandler } from './commands/delete-bench/delete-bench.handler';
import { SaveBenchHandler } from './commands/save-bench/save-bench.handler';
import { ListBenchesHandler } from './queries/list-benches/list-benches.handler';

/** §2 Saw machines (benches) of a tenant: list, save, delete (refused while one has an open order). */
@Module({
  controllers: [BenchesController],
  providers: [BenchRepository, ListBenchesHandler, SaveBenchHandler, DeleteBenchHandler],
  exports: [BenchRepository],
})
export class BenchesModule {}
