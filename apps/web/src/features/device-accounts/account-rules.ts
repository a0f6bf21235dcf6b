import { ACCOUNT_PHONE_MAX, ACCOUNT_REAL_NAME_MAX, clientPasswordHash } from '@timber/contracts';
import { accountFieldRules, PASSWORD_MAX, PASSWORD_MIN } from '../../shared/form/account-rules';
import { type Rule } from '../../shared/form/validators';

/** §5 App user form (device users follow it): username 4-16 letters/digits, name, phone, password twice. */
export const USERNAME_MAX = 16;
export { PASSWORD_MAX, PASSWORD_MIN, ACCOUNT_PHONE_MAX as PHONE_MAX, ACCOUNT_REAL_NAME_MAX as REAL_NAME_MAX };

export type AccountField = 'username' | 'realName' | 'phone' | 'password' | 'confirm';
export type AccountValues = Record<AccountField, string>;

export const EMPTY_ACCOUNT: AccountValues = {
  username: '',
  realName: '',
  phone: '',
  password: '',
  confirm: '',
};

/**
 * The form's rules: the password and its confirmation are required on add; on edit both may stay
 * empty (the password is kept), but once a new one is typed the confirmation must match.
 */
export function accountRules(values: AccountValues, editing: boolean): Record<AccountField, readonly Rule[]> {
  return accountFieldRules(values, editing);
}

/**
 * What the server gets: trimmed fields and the client hash of the password (§7 "password hashed";
 * the confirmation never leaves the browser). No password on an edit that keeps it.
 */
export function accountBody(values: AccountValues): {
  username: string;
  realName: string;
  phone: string;
  password?: string;
} {
  return {
    username: values.username.trim(),
    realName: values.realName.trim(),
    phone: values.phone.trim(),
    ...(values.password ? { password: clientPasswordHash(values.password) } : {}),
  };
}
