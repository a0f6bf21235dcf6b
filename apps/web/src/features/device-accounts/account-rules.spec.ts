import { clientPasswordHash } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { validateAll } from '../../shared/form/validators';
import { accountBody, accountRules, type AccountValues, EMPTY_ACCOUNT } from './account-rules';

const GOOD: AccountValues = {
  username: 'driver7',
  realName: 'Zhao Gang',
  phone: '13912345678',
  password: 'Secret12',
  confirm: 'Secret12',
};

const errorsOf = (values: AccountValues, editing = false) =>
  Object.fromEntries(
    Object.entries(validateAll(values, accountRules(values, editing))).map(([field, error]) => [
      field,
      error?.id,
    ]),
  );

describe('account form rules (§5 App user form)', () => {
  it('accepts a complete form', () => {
    expect(errorsOf(GOOD)).toEqual({});
  });

  it('requires every field on add', () => {
    expect(errorsOf(EMPTY_ACCOUNT)).toEqual({
      username: 'account.usernameRequired',
      realName: 'account.realNameRequired',
      phone: 'account.phoneRequired',
      password: 'account.passwordRequired',
      confirm: 'account.confirmRequired',
    });
  });

  it.each([
    ['abc', 'validation.accountName'],
    ['abcdefghijklmnopq', 'validation.accountName'],
    ['ab_cd', 'validation.accountName'],
    ['abcd', undefined],
    ['ABCD1234abcd5678', undefined],
  ])('username %j: %s', (username, error) => {
    expect(errorsOf({ ...GOOD, username }).username).toBe(error);
  });

  it.each([
    ['12912345678', 'validation.phone'],
    ['1391234567', 'validation.phone'],
    ['139123456789', 'validation.maxLength'],
    ['13912345678', undefined],
  ])('phone %j: %s', (phone, error) => {
    expect(errorsOf({ ...GOOD, phone }).phone).toBe(error);
  });

  it('limits the real name to 20 characters', () => {
    expect(errorsOf({ ...GOOD, realName: 'x'.repeat(21) }).realName).toBe('validation.maxLength');
  });

  it('needs the confirmation to match, and a password of at least 6', () => {
    expect(errorsOf({ ...GOOD, confirm: 'Secret13' }).confirm).toBe('validation.passwordMismatch');
    expect(errorsOf({ ...GOOD, password: 'abc', confirm: 'abc' }).password).toBe('validation.passwordMin');
  });

  it('lets an edit keep the password, but checks a new one', () => {
    expect(errorsOf({ ...GOOD, password: '', confirm: '' }, true)).toEqual({});
    expect(errorsOf({ ...GOOD, password: 'NewPass1', confirm: '' }, true)).toEqual({
      confirm: 'account.confirmRequired',
    });
    expect(errorsOf({ ...GOOD, password: '', confirm: 'x' }, true).password).toBe('account.passwordRequired');
  });
});

describe('accountBody', () => {
  it('sends the client hash of the password, never the password or its confirmation', () => {
    expect(accountBody({ ...GOOD, username: ' driver7 ' })).toEqual({
      username: 'driver7',
      realName: 'Zhao Gang',
      phone: '13912345678',
      password: clientPasswordHash('Secret12'),
    });
  });

  it('sends no password when an edit keeps it', () => {
    expect(accountBody({ ...GOOD, password: '', confirm: '' })).not.toHaveProperty('password');
  });
});
