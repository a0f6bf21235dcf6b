import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { effectiveResources } from '@timber/auth';
import { DomainError, USER_TYPE, type UserInfo } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../../identity-db';
import { UserRepository } from '../../user.repository';
import { GetUserInfoQuery } from './get-user-info.query';

/** §3 User info: what the web app builds its menu, watermark and overdue overlay from. */
@QueryHandler(GetUserInfoQuery)
export class GetUserInfoHandler implements IQueryHandler<GetUserInfoQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly users: UserRepository,
  ) {}

  async execute({ tenantId, userId }: GetUserInfoQuery): Promise<UserInfo> {
    const profile = await withTenant(this.db, tenantId, (trx) => this.users.profile(trx, userId));
    if (!profile) {
      throw new DomainError('AUTH.SESSION_ENDED');
    }
    return {
      resources: effectiveResources(profile.type, profile.groupPaths),
      isAdmin: profile.type === USER_TYPE.SUPER_ADMIN,
      nickName: profile.realName,
      username: profile.username,
      avatar: '',
      standard: profile.standards.map((code) => ({ name: code, value: code })),
      cusShortName: profile.tenantShortName,
      customerId: tenantId,
      overdue: profile.overdue,
      userType: profile.type,
    };
  }
}
