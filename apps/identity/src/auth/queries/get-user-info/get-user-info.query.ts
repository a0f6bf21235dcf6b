import { Query } from '@nestjs/cqrs';
import { type UserInfo } from '@timber/contracts';

export class GetUserInfoQuery extends Query<UserInfo> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
  ) {
    super();
  }
}
