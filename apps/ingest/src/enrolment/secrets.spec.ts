import { describe, expect, it } from 'vitest';
import { hashSecret, newDeviceToken, newEnrolmentCode, readDeviceToken } from './secrets';

const TENANT = '00000000-0000-4000-8000-000000000001';

describe('enrolment codes and device tokens', () => {
  it('makes codes of 128 random bits, never the same twice', () => {
    const codes = new Set(Array.from({ length: 1000 }, newEnrolmentCode));
    expect(codes.size).toBe(1000);
    expect([...codes].every((code) => /^[A-Za-z0-9_-]{22}$/.test(code))).toBe(true);
  });

  it('reads back the tenant of a token and hashes the whole token', () => {
    const token = newDeviceToken(TENANT);
    expect(token).toMatch(/^00000000-0000-4000-8000-000000000001\.[A-Za-z0-9_-]{43}$/);
    expect(readDeviceToken(token)).toEqual({ tenantId: TENANT, tokenHash: hashSecret(token) });
    expect(hashSecret(token)).not.toContain(token.split('.')[1]);
    expect(newDeviceToken(TENANT)).not.toBe(token);
  });

  it.each([
    '',
    'garbage',
    `${TENANT}`,
    `${TENANT}.short`,
    `not-a-uuid.${'A'.repeat(43)}`,
    `${TENANT}.${'A'.repeat(43)}.extra`,
    `${TENANT}.${'A'.repeat(42)}=`,
  ])('refuses %s as a token', (token) => {
    expect(readDeviceToken(token)).toBeUndefined();
  });

  it('hashes with sha-256 (base64url)', () => {
    expect(hashSecret('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });
});
