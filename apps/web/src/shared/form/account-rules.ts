import { ACCOUNT_PHONE_MAX, ACCOUNT_REAL_NAME_MAX } from '@timber/contracts';
import {
  ACCOUNT_NAME,
  matches,
  maxLength,
  minLength,
  MOBILE_PHONE,
  required,
  type Rule,
  sameAs,
} from './validators';

/** §5 account forms (app users, device users, administrator users): password 6 to 20 characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

export type AccountBaseField = 'username' | 'realName' | 'phone' | 'password' | 'confirm';

/**
 * The rules every account form of §5 shares: username 4-16 letters or digits, real name, phone;
 * the password and its confirmation are required on add; on edit both may stay empty (the
 * password is kept), but once a new one is typed the confirmation must match.
 */
export function accountFieldRules(
  values: Record<AccountBaseField, string>,
  editing: boolean,
): Record<AccountBaseField, readonly Rule[]> {
  const changing = !editing || values.password !== '' || values.confirm !== '';
  return {
    username: [required('account.usernameRequired'), matches(ACCOUNT_NAME, 'validation.accountName')],
    realName: [required('account.realNameRequired'), maxLength(ACCOUNT_REAL_NAME_MAX)],
    phone: [
      required('account.phoneRequired'),
      maxLength(ACCOUNT_PHONE_MAX),
      matches(MOBILE_PHONE, 'validation.phone'),
    ],
    password: changing
      ? [
          required('account.passwordRequired'),
          minLength(PASSWORD_MIN, 'validation.passwordMin'),
          maxLength(PASSWORD_MAX),
        ]
      : [],
    confirm: changing ? [required('account.confirmRequired'), sameAs(() => values.password)] : [],
  };
}
