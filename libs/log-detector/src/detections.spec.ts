import { describe, expect, it } from 'vitest';
import { decodeOutputs, intersectionOverUnion, suppressOverlaps, type Box } from './detections';

const box = (x1: number, y1: number, x2: number, y2: number, score = 1): Box => ({ x1, y1, x2, y2, score });

describe('intersectionOverUnion', () => {
  it('is 1 for the same box, 0 for boxes apart and the area ratio otherwise', () => {
    expect(intersectionOverUnion(box(0, 0, 10, 10), box(0, 0, 10, 10))).toBe(1);
    expect(intersectionOverUnion(box(0, 0, 10, 10), box(10, 0, 20, 10))).toBe(0);
    expect(intersectionOverUnion(box(0, 0, 10, 10), box(5, 0, 15, 10))).toBeCloseTo(50 / 150);
  });
});

describe('suppressOverlaps', () => {
  it('keeps the best of overlapping boxes and every box that stands apart', () => {
    const kept = suppressOverlaps(
      [box(0, 0, 10, 10, 0.6), box(1, 1, 11, 11, 0.9), box(30, 30, 40, 40, 0.5), box(9, 0, 19, 10, 0.7)],
      0.5,
    );
    expect(kept.map((b) => b.score)).toEqual([0.9, 0.7, 0.5]);
  });
});

describe('decodeOutputs', () => {
  it('turns peaks above the threshold into boxes in the original pixels', () => {
    const rows = 4;
    const cols = 5;
    const plane = rows * cols;
    const peaks = new Float32Array(plane);
    const boxes = new Float32Array(4 * plane);
    const cell = 2 * cols + 3; // row 2, col 3
    peaks[cell] = 0.8;
    peaks[0] = 0.1; // below the threshold
    boxes[cell] = 2; // width in cells
    boxes[plane + cell] = 1; // height in cells
    boxes[2 * plane + cell] = 0.5;
    boxes[3 * plane + cell] = 0.25;
    const [found, ...rest] = decodeOutputs(
      { peaks, boxes, rows, cols },
      { threshold: 0.3, maxOverlap: 0.5, stride: 4, scaleX: 2, scaleY: 1 },
    );
    expect(rest).toEqual([]);
    // centre x = (3 + 0.5) * 4 * 2 = 28, width = 2 * 4 * 2 = 16; centre y = (2 + 0.25) * 4 = 9, height 4
    expect(found).toMatchObject({ x1: 20, x2: 36, y1: 7, y2: 11 });
    expect(found?.score).toBeCloseTo(0.8);
  });
});
