import { clientPasswordHash } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { check } from '../../shared/form/validators';
import { userBody, type UserField, userRules, type UserValues } from './account-rules';

const VALID: UserValues = {
  username: 'stock01',
  realName: 'Stock In',
  phone: '13612340077',
  email: 'Stock01@Yard.example ',
  type: '4',
  roleIds: 'a,b',
  password: 'Stock123',
  confirm: 'Stock123',
};

const errorOf = (values: UserValues, field: UserField, editing = false) =>
  check(values[field], userRules(values, editing)[field])?.id ?? null;

describe('§5 Admin user form', () => {
  it('accepts a complete form', () => {
    for (const field of Object.keys(VALID) as UserField[]) {
      expect(errorOf(VALID, field)).toBeNull();
    }
  });

  it.each<[UserField, string, string]>([
    ['username', '', 'account.usernameRequired'],
    ['username', 'ab', 'validation.accountName'],
    ['username', 'has space', 'validation.accountName'],
    ['phone', '12345678901', 'validation.phone'],
    ['type', '', 'systemUser.typeRequired'],
    ['roleIds', '', 'systemUser.groupsRequired'],
    ['password', 'abc', 'validation.passwordMin'],
  ])('refuses %s = %j with %s', (field, value, id) => {
    expect(errorOf({ ...VALID, [field]: value }, field)).toBe(id);
  });

  it('needs a password on add only, and a matching confirmation once one is typed', () => {
    const empty = { ...VALID, password: '', confirm: '' };
    expect(errorOf(empty, 'password')).toBe('account.passwordRequired');
    expect(errorOf(empty, 'password', true)).toBeNull();
    expect(errorOf({ ...VALID, confirm: 'Stock124' }, 'confirm', true)).toBe('validation.passwordMismatch');
  });

  it('takes an e-mail address for reset codes, or none', () => {
    expect(errorOf({ ...VALID, email: '' }, 'email')).toBeNull();
    expect(errorOf({ ...VALID, email: 'not-an-address' }, 'email')).toBe('validation.email');
    expect(errorOf({ ...VALID, email: `${'a'.repeat(250)}@x.example` }, 'email')).not.toBeNull();
  });

  it('sends the client hash, never the confirmation, and the groups as ids', () => {
    expect(userBody(VALID)).toEqual({
      username: 'stock01',
      realName: 'Stock In',
      phone: '13612340077',
      email: 'Stock01@Yard.example',
      type: 4,
      roleIds: ['a', 'b'],
      password: clientPasswordHash('Stock123'),
    });
    expect(userBody({ ...VALID, password: '', confirm: '' })).not.toHaveProperty('password');
  });
});
