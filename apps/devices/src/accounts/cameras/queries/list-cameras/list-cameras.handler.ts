import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type Camera, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type AccountsDb } from '../../../accounts-db';
import { CameraRepository } from '../../camera.repository';
import { ListCamerasQuery } from './list-cameras.query';

/** The cameras, newest first; never their admin passwords. */
@QueryHandler(ListCamerasQuery)
export class ListCamerasHandler implements IQueryHandler<ListCamerasQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<AccountsDb>,
    private readonly cameras: CameraRepository,
  ) {}

  execute({ filter }: ListCamerasQuery): Promise<PageResult<Camera>> {
    return withTenant(this.db, caller().tenantId, (trx) => this.cameras.page(trx, filter));
  }
}
