import { Module } from '@nestjs/common';
import { BenchesModule } from '../benches';
import { SawingOrdersModule } from '../sawing-orders';
import { LinkGenerationModule } from '../shared/link-generation.module';
import { AppSawbenchController } from './app-sawbench.controller';
import { BenchActions } from './bench-actions';
import { BenchEditing } from './bench-editing';
import { BenchFloor } from './bench-floor';
import { BenchPageController } from './bench-page.controller';

/** The bench pages and the mobile app of the floor, opened by a bench's signed link. */
@Module({
  imports: [BenchesModule, SawingOrdersModule, LinkGenerationModule],
  controllers: [BenchPageController, AppSawbenchController],
  providers: [BenchFloor, BenchActions, BenchEditing],
})
export class MobileModule {}
