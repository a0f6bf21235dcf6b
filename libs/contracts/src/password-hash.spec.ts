import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientPasswordHash, sha256Hex } from './password-hash';

describe('sha256Hex', () => {
  it.each([
    '',
    'abc',
    'timber:123456',
    'x'.repeat(55),
    'y'.repeat(56),
    'z'.repeat(64),
    '木材 лес'.repeat(20),
  ])('matches node crypto for %j', (text) => {
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });

  it('salts the client hash with the product name', () => {
    expect(clientPasswordHash('123456')).toBe(createHash('sha256').update('timber:123456').digest('hex'));
  });
});
