import { describe, expect, it } from 'vitest';
import { parseYoloLabels } from './labels';

describe('parseYoloLabels', () => {
  it('reads boxes and polygons in normalised coordinates', () => {
    const boxes = parseYoloLabels('0 0.5 0.5 0.2 0.1\n0 0.1 0.1 0.3 0.1 0.2 0.4\n\n', 100, 200);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]?.x1).toBeCloseTo(40);
    expect(boxes[0]?.x2).toBeCloseTo(60);
    expect(boxes[0]?.y1).toBeCloseTo(90);
    expect(boxes[0]?.y2).toBeCloseTo(110);
    expect(boxes[1]?.x1).toBeCloseTo(10);
    expect(boxes[1]?.x2).toBeCloseTo(30);
    expect(boxes[1]?.y1).toBeCloseTo(20);
    expect(boxes[1]?.y2).toBeCloseTo(80);
  });

  it('refuses a line that is neither a box nor a polygon', () => {
    expect(() => parseYoloLabels('0 0.5 0.5', 10, 10)).toThrow(/not a YOLO label line/);
    expect(() => parseYoloLabels('0 a b c d', 10, 10)).toThrow(/not a YOLO label line/);
  });
});
