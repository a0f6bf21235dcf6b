import { Query } from '@nestjs/cqrs';
import { type Camera, type CameraListQuery, type PageResult } from '@timber/contracts';

export class ListCamerasQuery extends Query<PageResult<Camera>> {
  constructor(readonly filter: CameraListQuery) {
    super();
  }
}
