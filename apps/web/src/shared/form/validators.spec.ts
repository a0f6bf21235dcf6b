import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NAME,
  check,
  matches,
  maxLength,
  minLength,
  MOBILE_PHONE,
  required,
  sameAs,
  validateAll,
} from './validators';

describe('validation rules (spec §5)', () => {
  it('checks required, lengths, patterns and equality', () => {
    expect(required()('  ')).toEqual({ id: 'validation.required' });
    expect(required()('a')).toBeNull();
    expect(maxLength(3)('abcd')).toEqual({ id: 'validation.maxLength', values: { max: 3 } });
    expect(minLength(6)('abc')).toEqual({ id: 'validation.minLength', values: { min: 6 } });
    expect(minLength(6)('')).toBeNull();
    expect(matches(MOBILE_PHONE, 'validation.phone')('12345')).toEqual({ id: 'validation.phone' });
    expect(sameAs(() => 'secret1')('secret2')).toEqual({ id: 'validation.passwordMismatch' });
  });

  it.each([
    ['admin', true],
    ['ab1', false],
    ['abcdefghijklmnop', true],
    ['abcdefghijklmnopq', false],
    ['user_1', false],
  ])('account name %s valid: %s', (name, valid) => {
    expect(ACCOUNT_NAME.test(name)).toBe(valid);
  });

  it.each([
    ['13800138000', true],
    ['12800138000', false],
    ['1380013800', false],
  ])('mobile phone %s valid: %s', (phone, valid) => {
    expect(MOBILE_PHONE.test(phone)).toBe(valid);
  });

  it('reports the first failing rule per field', () => {
    expect(
      check('', [required('login.usernameRequired'), matches(ACCOUNT_NAME, 'validation.accountName')]),
    ).toEqual({
      id: 'login.usernameRequired',
    });
    expect(validateAll({ a: '', b: 'ok' }, { a: [required()], b: [required()] })).toEqual({
      a: { id: 'validation.required' },
    });
  });
});
