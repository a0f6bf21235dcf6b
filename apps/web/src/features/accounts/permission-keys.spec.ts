import { describe, expect, it } from 'vitest';
import { checkedKeysOf, keysOf } from './permission-keys';

const TREE = [
  {
    key: 'stock',
    titleId: 'route.stock',
    children: [
      { key: 'stock/list', titleId: '' },
      { key: 'stock/entry', titleId: '' },
    ],
  },
  { key: 'info', titleId: 'route.info', children: [{ key: 'info/woodType', titleId: '' }] },
];

describe('permission keys and the checkbox tree', () => {
  it('half-checks a branch with some children, checks one with all', () => {
    expect(checkedKeysOf(TREE, ['stock', 'stock/entry', 'info', 'info/woodType'])).toEqual({
      stock: { checked: false, partialChecked: true },
      'stock/entry': { checked: true, partialChecked: false },
      info: { checked: true, partialChecked: false },
      'info/woodType': { checked: true, partialChecked: false },
    });
  });

  it('saves checked keys with their half-checked parents, in tree order, and round-trips', () => {
    const keys = ['stock', 'stock/entry', 'info', 'info/woodType'];
    expect(keysOf(TREE, checkedKeysOf(TREE, keys))).toEqual(keys);
    expect(keysOf(TREE, {})).toEqual([]);
    // a branch alone, without any child, is not shown as checked: saving drops it
    expect(keysOf(TREE, checkedKeysOf(TREE, ['stock']))).toEqual([]);
  });
});
