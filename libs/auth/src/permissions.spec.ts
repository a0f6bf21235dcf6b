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

describe('holdsPermission (issue 35)', () => {
  it('allows a route of one key to a holder of that key only', () => {
    expect(holdsPermission(['stock/list'], 'stock/list')).toBe(true);
    expect(holdsPermission(['stock/entry'], 'stock/list')).toBe(false);
  });

  it('allows a route of several keys to a holder of any one of them', () => {
    const route = ['stock/entry', 'stock/diameterSets'] as const;
    expect(holdsPermission(['stock/diameterSets'], route)).toBe(true);
    expect(holdsPermission(['stock/entry', 'info/woodType'], route)).toBe(true);
    expect(holdsPermission(['stock/list', 'stock/deliver'], route)).toBe(false);
    expect(holdsPermission([], route)).toBe(false);
    expect(holdsPermission(['stock/list'], [])).toBe(false);
  });

  it('grants nothing for a branch key: a half-ticked menu folder opens none of its screens', () => {
    const resources = effectiveResources(4, ['stock', 'order', 'invoice', 'system']);
    expect(resources).toEqual(['invoice', 'order', 'stock', 'system']);
    for (const screen of [
      'stock/list',
      'stock/calculator',
      'order/orderIn',
      'invoice/recharge',
      'system/role',
    ]) {
      expect(holdsPermission(resources, screen), screen).toBe(false);
      expect(holdsPermission(resources, [screen, 'stock/statistics']), screen).toBe(false);
    }
  });
});
