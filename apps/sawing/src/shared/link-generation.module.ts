import { Module } from '@nestjs/common';
import { LinkGenerationRepository } from './link-generation.repository';

/** The tenant's generation of floor links (board, bench pages, H5), which revoking moves on. */
@Module({
  providers: [LinkGenerationRepository],
  exports: [LinkGenerationRepository],
})
export class LinkGenerationModule {}
