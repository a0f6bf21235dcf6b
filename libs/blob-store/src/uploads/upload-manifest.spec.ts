import { describe, expect, it } from 'vitest';
import { expectedPartSize, isUploadId, manifestKey, partIndexOf, partKey } from './upload-manifest';

const ID = '0123456789abcdef0123456789abcdef';

describe('upload manifest helpers', () => {
  it.each([
    // size, partSize, parts, expected sizes
    [1, 10, 1, [1]],
    [10, 10, 1, [10]],
    [11, 10, 2, [10, 1]],
    [25, 10, 3, [10, 10, 5]],
    [30, 10, 3, [10, 10, 10]],
  ])('size %i in parts of %i: %j', (size, partSize, parts, sizes) => {
    expect(Math.ceil(size / partSize)).toBe(parts);
    expect(sizes.map((_, index) => expectedPartSize({ size, partSize, parts }, index))).toEqual(sizes);
  });

  it('names parts so that keys sort in part order, and reads the index back', () => {
    expect(partKey(ID, 7)).toBe(`uploads/${ID}/parts/000007`);
    expect(manifestKey(ID)).toBe(`uploads/${ID}/manifest.json`);
    const keys = [10, 9, 100, 0].map((i) => partKey(ID, i)).sort();
    expect(keys.map((key) => partIndexOf(ID, key))).toEqual([0, 9, 10, 100]);
    expect(partIndexOf(ID, manifestKey(ID))).toBeNull();
    expect(partIndexOf(ID, `uploads/${ID}/parts/7`)).toBeNull();
    expect(partIndexOf('ffffffffffffffffffffffffffffffff', partKey(ID, 1))).toBeNull();
  });

  it('accepts only ids made by begin (32 lower-case hex)', () => {
    expect(isUploadId(ID)).toBe(true);
    for (const id of [
      '',
      ID.toUpperCase(),
      ID.slice(1),
      `${ID}0`,
      '../../../../../../../etc/passwd',
      42,
      null,
    ]) {
      expect(isUploadId(id)).toBe(false);
    }
  });
});
