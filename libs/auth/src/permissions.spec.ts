import { allPermissionKeys } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { effectiveResources, holdsPermission } from './permissions';

describe('effectiveResources', () => {
  it('gives a super administrator every key', () => {
    expect(effectiveResources(3, [])).toEqual(allPermissionKeys());
  });

  it('gives others the union of their groups, dropping unknown keys', () => {
    expect(effectiveResources(4, ['info', 'info/woodType', 'info/woodType', 'nope'])).toEqual([
      'info',
      'info/woodType',
    ]);
    expect(holdsPermission(effectiveResources(7, ['info/woodType']), 'stock/list')).toBe(false);
  });
});
