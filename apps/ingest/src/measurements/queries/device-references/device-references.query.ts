import { Query } from '@nestjs/cqrs';
import { type DeviceReferences } from '@timber/contracts';
import { type PresentedToken } from '../../device-token';

export class DeviceReferencesQuery extends Query<DeviceReferences> {
  constructor(readonly token: PresentedToken) {
    super();
  }
}
