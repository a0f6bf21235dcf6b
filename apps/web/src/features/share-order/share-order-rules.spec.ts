import { describe, expect, it } from 'vitest';
import { isPublicPicture, shareProblemOf, shareTokenOf } from './share-order-rules';

describe('share page rules (spec §2 Shared order page, §8)', () => {
  it('reads the token, none when absent or blank', () => {
    expect(shareTokenOf(new URLSearchParams('token=abc.def&lang=ru'))).toBe('abc.def');
    expect(shareTokenOf(new URLSearchParams('token=%20'))).toBeNull();
    expect(shareTokenOf(new URLSearchParams('id=IN1,IN2'))).toBeNull();
  });

  it('names why no order shows', () => {
    expect(shareProblemOf({ code: 402611, msg: '' }, undefined)).toBe('invalid');
    expect(shareProblemOf({ code: 402612, msg: '' }, undefined)).toBe('expired');
    expect(shareProblemOf({ code: 402613, msg: '' }, undefined)).toBe('revoked');
    expect(shareProblemOf({ code: -1, msg: 'network' }, undefined)).toBe('failed');
    expect(shareProblemOf(undefined, 0)).toBe('noOrder');
    expect(shareProblemOf(undefined, 2)).toBeNull();
    expect(shareProblemOf(undefined, undefined)).toBeNull();
  });

  it('shows only pictures a stranger can load', () => {
    expect(isPublicPicture('https://cdn.example.com/a.jpg')).toBe(true);
    expect(isPublicPicture('/media/a.jpg')).toBe(true);
    expect(isPublicPicture('count-image:12')).toBe(false);
  });
});
