import { describe, expect, it } from 'vitest';
import { tileGrid } from './log-end-detector';

describe('tileGrid', () => {
  it('covers the photo with overlapping tiles whose owned parts cover it once', () => {
    const tiles = tileGrid(3000, 2000, 2, 0.25);
    expect(tiles).toHaveLength(4);
    for (const tile of tiles) {
      expect(tile.left + tile.width).toBeLessThanOrEqual(3000);
      expect(tile.top + tile.height).toBeLessThanOrEqual(2000);
      expect(tile.owned.x1).toBeGreaterThanOrEqual(tile.left);
      expect(tile.owned.x2).toBeLessThanOrEqual(tile.left + tile.width);
    }
    // 3000 / (2 - 0.25) = 1714 wide: the second starts at 1286 and they share 428 px (a quarter)
    expect(tiles.map((tile) => [tile.left, tile.width])).toEqual([
      [0, 1714],
      [1286, 1714],
      [0, 1714],
      [1286, 1714],
    ]);
    // every point of the photo belongs to exactly one tile
    for (const [x, y] of [
      [0, 0],
      [1499, 999],
      [1500, 1000],
      [2999, 1999],
      [1286, 1500],
    ] as const) {
      const owners = tiles.filter(
        ({ owned }) => x >= owned.x1 && x < owned.x2 && y >= owned.y1 && y < owned.y2,
      );
      expect(owners).toHaveLength(1);
    }
  });
});
