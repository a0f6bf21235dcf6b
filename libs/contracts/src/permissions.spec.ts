import { describe, expect, it } from 'vitest';
import { allPermissionKeys, leafPermissionKeys, PERMISSION_TREE } from './permissions';
import { permissionKeys } from './routes/api-route';
import { ROUTES } from './routes/route-catalogue';

const branchKeys = PERMISSION_TREE.map((node) => node.key);

describe('the permission tree (issue 35: every screen its own key)', () => {
  it('has a leaf of its own for each screen that shared another key before', () => {
    const stock = PERMISSION_TREE.find((node) => node.key === 'stock')?.children?.map((child) => child.key);
    expect(stock).toEqual(
      expect.arrayContaining([
        'stock/list',
        'stock/statistics',
        'stock/entry',
        'stock/diameterSets',
        'stock/calculator',
        'stock/compare',
      ]),
    );
  });

  it('has every key once, each leaf under its branch, titled route.<key>', () => {
    const keys = allPermissionKeys();
    expect(new Set(keys).size).toBe(keys.length);
    for (const node of PERMISSION_TREE) {
      expect(node.titleId).toBe(`route.${node.key}`);
      for (const child of node.children ?? []) {
        expect(child.key.startsWith(node.key === 'btn' ? 'btn.' : `${node.key}/`), child.key).toBe(true);
        expect(child.titleId).toBe(`route.${child.key}`);
      }
    }
    expect(leafPermissionKeys()).not.toEqual(expect.arrayContaining(branchKeys));
  });

  it('has every route of the catalogue ask for leaves only: a branch key grants no route', () => {
    const leaves = new Set(leafPermissionKeys());
    const asked = Object.entries(ROUTES).flatMap(([id, route]) =>
      permissionKeys('permission' in route ? route.permission : undefined).map((key) => [id, key] as const),
    );
    expect(asked.length).toBeGreaterThan(100);
    expect(asked.filter(([, key]) => !leaves.has(key))).toEqual([]);
  });

  it('gives the screens that shared a key their own: statistics, diameter sets, the look-ups', () => {
    expect(ROUTES.dailyStatsList.permission).toBe('stock/statistics');
    expect(ROUTES.diameterSetsSummary.permission).toBe('stock/diameterSets');
    expect(ROUTES.stockInList.permission).toEqual(['stock/entry', 'stock/diameterSets']);
    expect(ROUTES.woodKindList.permission).toBe('info/woodType');
    expect(ROUTES.lookupWoodKindList.permission).toContain('stock/list');
    expect(ROUTES.lookupWoodKindList.permission).not.toContain('info/woodType');
    expect(ROUTES.lookupDiameterRangeList.permission).not.toContain('info/diamSort');
  });
});
