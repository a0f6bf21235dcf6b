import { Module } from '@nestjs/common';
import { BenchesModule } from '../benches';
import { LinkGenerationModule } from '../shared/link-generation.module';
import { BoardHub } from './board-hub';
import { BoardController } from './board.controller';
import { BoardRepository } from './board.repository';
import { RevokeFloorLinksHandler } from './commands/revoke-floor-links/revoke-floor-links.handler';
import { BoardEventsConsumer } from './events/board-events.consumer';
import { BoardFiguresHandler } from './queries/board-figures/board-figures.handler';
import { SawLinksHandler } from './queries/saw-links/saw-links.handler';

/**
 * The floor's live board: its figures, told of sawing's own events through BoardHub (a Redis channel
 * every process listens on), the signed links of the floor pages and their revocation.
 */
@Module({
  imports: [BenchesModule, LinkGenerationModule],
  controllers: [BoardController, BoardEventsConsumer],
  providers: [BoardRepository, BoardHub, BoardFiguresHandler, SawLinksHandler, RevokeFloorLinksHandler],
  exports: [BoardRepository],
})
export class BoardModule {}
