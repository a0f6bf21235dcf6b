import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CountImageCard, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { ImageRepository } from '../../image.repository';
import { ListImagesQuery } from './list-images.query';

@QueryHandler(ListImagesQuery)
export class ListImagesHandler implements IQueryHandler<ListImagesQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    private readonly images: ImageRepository,
  ) {}

  execute({ filter }: ListImagesQuery): Promise<PageResult<CountImageCard>> {
    return withTenant(this.db, caller().tenantId, (trx) =>
      this.images.page(trx, filter, requestContext().tzOffsetHours),
    );
  }
}
