import { Query } from '@nestjs/cqrs';
import { type DevicePicture, type DevicePicturePageQuery, type PageResult } from '@timber/contracts';

export class ListDevicePicturesQuery extends Query<PageResult<DevicePicture>> {
  constructor(readonly body: DevicePicturePageQuery) {
    super();
  }
}
