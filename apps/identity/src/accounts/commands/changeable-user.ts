import { DomainError, USER_TYPE } from '@timber/contracts';
import { caller } from '@timber/nest-kit';

/**
 * A user the caller may disable or delete: never themself, never a super administrator (§6: such
 * rows cannot be edited or deleted in the list; so the last super administrator always stays).
 */
export function changeableUser<U extends { type: number }>(user: U, id: string): U {
  if (id === caller().userId) {
    throw new DomainError('SYSTEM_USER.SELF');
  }
  if (user.type === USER_TYPE.SUPER_ADMIN) {
    throw new DomainError('SYSTEM_USER.SUPER_ADMIN');
  }
  return user;
}
