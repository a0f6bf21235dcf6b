import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DevicePicture, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { DevicePictureRepository } from '../../device-picture.repository';
import { ListDevicePicturesQuery } from './list-device-pictures.query';

/** (chosen) /oss/d/pageImg: the device pictures, deleted ones too (to be recovered), newest sheet first. */
@QueryHandler(ListDevicePicturesQuery)
export class ListDevicePicturesHandler implements IQueryHandler<ListDevicePicturesQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly pictures: DevicePictureRepository,
  ) {}

  execute({ body }: ListDevicePicturesQuery): Promise<PageResult<DevicePicture>> {
    const { tzOffsetHours } = requestContext();
    return withTenant(this.db, caller().tenantId, (trx) => this.pictures.page(trx, body, tzOffsetHours));
  }
}
