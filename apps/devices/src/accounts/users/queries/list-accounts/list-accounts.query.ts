import { Query } from '@nestjs/cqrs';
import { type DeviceAccount, type PageResult } from '@timber/contracts';
import { type AccountKind } from '../../account-kind';
import { type AccountListFilter } from '../../account.repository';

export class ListAccountsQuery extends Query<PageResult<DeviceAccount>> {
  constructor(
    readonly kind: AccountKind,
    readonly filter: AccountListFilter,
  ) {
    super();
  }
}
