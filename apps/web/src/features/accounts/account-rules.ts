import { clientPasswordHash } from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { accountFieldRules, PASSWORD_MAX, PASSWORD_MIN } from '../../shared/form/account-rules';
import { EMAIL, matches, maxLength, required, type Rule } from '../../shared/form/validators';
import { type SystemUser } from './accounts.api';

/** §5 Admin user form: the limits of each field (real name 20, phone 11: the server's too). */
export const USER_LIMITS = {
  username: 16,
  realName: 20,
  phone: 11,
  /** (chosen) where reset codes are mailed; optional */
  email: 254,
  passwordMin: PASSWORD_MIN,
  passwordMax: PASSWORD_MAX,
} as const;

/** §6 the types an administrator may give: 7 administrator, 4 ordinary user. */
export const ASSIGNABLE_TYPES = [7, 4] as const;

export type UserField =
  | 'username'
  | 'realName'
  | 'phone'
  | 'email'
  | 'type'
  | 'roleIds'
  | 'password'
  | 'confirm';
export type UserValues = Record<UserField, string>;

export function userValues(row: SystemUser | null): UserValues {
  return {
    username: row?.username ?? '',
    realName: row?.realName ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    type: row ? String(row.type) : '',
    roleIds: row?.roleIds.join(',') ?? '',
    password: '',
    confirm: '',
  };
}

/**
 * §5 Admin user form: username 4-16 letters or digits, real name, phone, type and at least one
 * group required; password (6 to 20) and its confirmation required on add, and on edit only once
 * a new one is typed; they must match.
 */
export function userRules(values: UserValues, editing: boolean): Record<UserField, readonly Rule[]> {
  return {
    ...accountFieldRules(values, editing),
    // the server trims it too
    email: [maxLength(USER_LIMITS.email), (value) => matches(EMAIL, 'validation.email')(value.trim())],
    type: [required('systemUser.typeRequired')],
    roleIds: [required('systemUser.groupsRequired')],
  };
}

/** What the server gets: the client hash of a password (the confirmation stays here), the groups as ids. */
export function userBody(values: UserValues) {
  return {
    username: values.username,
    realName: values.realName,
    phone: values.phone,
    email: values.email.trim(),
    type: Number(values.type) === 7 ? (7 as const) : (4 as const),
    roleIds: values.roleIds.split(',').filter(Boolean),
    ...(values.password ? { password: clientPasswordHash(values.password) } : {}),
  };
}

/** Why a user's row may not be edited, disabled or deleted (message ids); none: it may. */
export type UserLocks = Partial<Record<'edit' | 'status' | 'delete', WebMessageId>>;

/**
 * §6 and issue 17, as the server refuses them (400112, 400113): a super administrator is never
 * edited, disabled nor deleted in the list, so the last one always stays; nobody disables or
 * deletes themself (they may edit their own row).
 */
export function userLocks(
  row: Pick<SystemUser, 'isAdmin' | 'username'>,
  self: string | undefined,
): UserLocks {
  if (row.isAdmin) {
    return {
      edit: 'systemUser.lockedSuper',
      status: 'systemUser.lockedSuper',
      delete: 'systemUser.lockedSuper',
    };
  }
  if (self !== undefined && row.username.toLowerCase() === self.toLowerCase()) {
    return { status: 'systemUser.lockedSelf', delete: 'systemUser.lockedSelf' };
  }
  return {};
}
