import { describe, expect, it } from 'vitest';
import {
  candidateBoxes,
  decodeOutputs,
  fuseBoxes,
  intersectionOverUnion,
  suppressOverlaps,
  type Box,
} from './detections';

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

describe('candidateBoxes', () => {
  const rows = 2;
  const cols = 4;
  const plane = rows * cols;
  const peaks = new Float32Array(plane);
  const boxes = new Float32Array(4 * plane);
  peaks[1] = 0.9; // row 0, col 1
  boxes[1] = 1;
  boxes[plane + 1] = 1;

  it('places a tile’s boxes at the tile’s place in the photo', () => {
    const [found] = candidateBoxes(
      { peaks, boxes, rows, cols },
      { threshold: 0.3, maxOverlap: 0.5, stride: 4, scaleX: 1, scaleY: 1, offsetX: 100, offsetY: 50 },
    );
    // centre (1 * 4 + 100, 0 + 50), 4 x 4
    expect(found).toMatchObject({ x1: 102, x2: 106, y1: 48, y2: 52 });
  });

  it('mirrors the boxes of a mirror image back', () => {
    const [found] = candidateBoxes(
      { peaks, boxes, rows, cols },
      { threshold: 0.3, maxOverlap: 0.5, stride: 4, scaleX: 1, scaleY: 1, mirroredWidth: 16 },
    );
    // centre x 4 in the mirror image is 16 - 4 = 12 in the photo
    expect(found).toMatchObject({ x1: 10, x2: 14 });
  });
});

describe('fuseBoxes', () => {
  const everywhere = { x1: 0, y1: 0, x2: 100, y2: 100 };

  it('places a log end seen by two looks at their score-weighted mean, scored by their mean', () => {
    const [fused, ...rest] = fuseBoxes(
      [
        { boxes: [box(10, 10, 20, 20, 0.6)], region: everywhere },
        { boxes: [box(12, 10, 22, 20, 0.2)], region: everywhere },
      ],
      0.5,
    );
    expect(rest).toEqual([]);
    expect(fused?.x1).toBeCloseTo((10 * 0.6 + 12 * 0.2) / 0.8);
    expect(fused?.score).toBeCloseTo(0.4);
  });

  it('halves the score of a log end one of two looks missed, and leaves apart what does not overlap', () => {
    const fused = fuseBoxes(
      [
        { boxes: [box(10, 10, 20, 20, 0.8), box(50, 50, 60, 60, 0.5)], region: everywhere },
        { boxes: [box(10, 10, 20, 20, 0.6)], region: everywhere },
      ],
      0.5,
    );
    expect(fused.map((found) => found.score)).toEqual([0.7, 0.25]);
  });

  it('scores a log end only against the looks that saw its place', () => {
    const [fused] = fuseBoxes(
      [
        { boxes: [box(70, 70, 80, 80, 0.6)], region: everywhere },
        { boxes: [], region: { x1: 0, y1: 0, x2: 50, y2: 50 } },
      ],
      0.5,
    );
    expect(fused?.score).toBeCloseTo(0.6);
  });

  it('never merges two boxes of the same look', () => {
    const fused = fuseBoxes(
      [{ boxes: [box(10, 10, 20, 20, 0.8), box(11, 10, 21, 20, 0.7)], region: everywhere }],
      0.5,
    );
    expect(fused).toHaveLength(2);
  });
});
