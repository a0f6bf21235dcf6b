import { describe, expect, it } from 'vitest';
import { boxesToCircles } from './circles';

describe('boxesToCircles', () => {
  it.each([
    // box, circle: centre of the box, radius half the mean of its sides
    [
      { x1: 10, y1: 20, x2: 30, y2: 40, score: 0.9 },
      { x: 20, y: 30, r: 10, score: 0.9 },
    ],
    [
      { x1: 100, y1: 100, x2: 140, y2: 120, score: 0.51234 },
      { x: 120, y: 110, r: 15, score: 0.512 },
    ],
    [
      { x1: 0.04, y1: 0.04, x2: 0.06, y2: 0.06, score: 0.7 },
      { x: 0.1, y: 0.1, r: 0.1, score: 0.7 },
    ],
    // a box reaching past the photo's edge keeps its centre on the photo
    [
      { x1: -30, y1: 470, x2: 10, y2: 530, score: 1.2 },
      { x: 0, y: 480, r: 25, score: 1 },
    ],
  ])('%j → %j on 640 x 480', (box, circle) => {
    expect(boxesToCircles([box], 640, 480)).toEqual([circle]);
  });

  it('keeps the order and the number of boxes', () => {
    const boxes = Array.from({ length: 50 }, (_, i) => ({
      x1: i,
      y1: i,
      x2: i + 10,
      y2: i + 10,
      score: 0.5,
    }));
    expect(boxesToCircles(boxes, 640, 480).map((c) => c.x)).toEqual(boxes.map((b) => b.x1 + 5));
  });
});
