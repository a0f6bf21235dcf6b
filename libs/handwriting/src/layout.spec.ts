import { describe, expect, it } from 'vitest';
import {
  MARK_MM,
  PAGE,
  type Rect,
  TEMPLATE_ONE_CLASSES,
  TEMPLATE_TWO_LOGS,
  type TemplateLayout,
  templateLayout,
  templateOfCode,
  templateOneClassesProblem,
} from './layout';

const EVEN_CLASSES = Array.from({ length: TEMPLATE_ONE_CLASSES }, (_, index) => 6 + 2 * index);

const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (outer: Rect, inner: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.w <= outer.x + outer.w &&
  inner.y + inner.h <= outer.y + outer.h;

/** Everything printed on a page but the ring (which lies inside its mark). */
function printed(layout: TemplateLayout): Rect[] {
  return [
    ...layout.marks,
    ...layout.code.cells,
    layout.header.title,
    ...layout.header.fields,
    ...layout.columnHeads.map((head) => head.rect),
    ...layout.rows.flatMap((row) => [row.label, ...row.boxes, ...(row.point ? [row.point] : [])]),
  ];
}

describe('the handwritten sheet templates', () => {
  const layouts = [templateLayout(1, EVEN_CLASSES), templateLayout(2)];

  it('print nothing on top of anything else, and all of it on the A4 page', () => {
    const page = { x: 0, y: 0, ...PAGE };
    for (const layout of layouts) {
      const rects = printed(layout);
      for (const [index, rect] of rects.entries()) {
        expect(inside(page, rect), JSON.stringify(rect)).toBe(true);
        for (const other of rects.slice(index + 1)) {
          expect(overlap(rect, other), `${JSON.stringify(rect)} and ${JSON.stringify(other)}`).toBe(false);
        }
      }
    }
  });

  it('put a mark in each corner, the first a ring, every box between the marks', () => {
    for (const layout of layouts) {
      const [topLeft, topRight, bottomRight, bottomLeft] = layout.marks;
      expect(topLeft.x).toBe(bottomLeft.x);
      expect(topRight.x).toBe(bottomRight.x);
      expect(topLeft.y).toBe(topRight.y);
      expect(bottomLeft.y).toBe(bottomRight.y);
      expect(layout.marks.every((mark) => mark.w === MARK_MM && mark.h === MARK_MM)).toBe(true);
      expect(inside(topLeft, layout.ring)).toBe(true);
      const between = {
        x: topLeft.x,
        y: topLeft.y,
        w: topRight.x + MARK_MM - topLeft.x,
        h: bottomLeft.y + MARK_MM - topLeft.y,
      };
      expect(layout.rows.every((row) => row.boxes.every((box) => inside(between, box)))).toBe(true);
    }
  });

  it('give template one a line per diameter class with three count boxes, and template two a numbered cell per log', () => {
    const [one, two] = layouts;
    expect(one?.rows.map((row) => row.classCm)).toEqual(EVEN_CLASSES);
    expect(
      one?.rows.every(
        (row) => row.boxes.map((box) => `${box.field}${box.digit}`).join() === 'count0,count1,count2',
      ),
    ).toBe(true);
    expect(two?.rows.map((row) => row.number)).toEqual(
      Array.from({ length: TEMPLATE_TWO_LOGS }, (_, index) => index + 1),
    );
    for (const row of two?.rows ?? []) {
      expect(row.boxes.map((box) => `${box.field}${box.digit}`).join()).toBe(
        'diameter0,diameter1,diameter2,length0,length1,length2',
      );
      // the printed point lies between the length's metres and its tenths
      const [, , , , metres, tenths] = row.boxes;
      expect(row.point!.x).toBeGreaterThanOrEqual(metres!.x + metres!.w);
      expect(row.point!.x + row.point!.w).toBeLessThanOrEqual(tenths!.x);
    }
  });

  it('name each template by its code strip, and nothing else by it', () => {
    expect(layouts.map((layout) => templateOfCode(layout.code.black))).toEqual([1, 2]);
    expect(templateOfCode([true, false, false, false, false, true])).toBeUndefined();
    expect(templateOfCode([])).toBeUndefined();
  });

  it('print template one only for whole, rising classes from 1 to 300 cm that fit its lines', () => {
    expect(templateOneClassesProblem(EVEN_CLASSES)).toBeUndefined();
    expect(templateOneClassesProblem([])).toMatch(/1 to 46/);
    expect(templateOneClassesProblem([...EVEN_CLASSES, 200])).toMatch(/not 47/);
    expect(templateOneClassesProblem([10, 12.5])).toMatch(/whole number/);
    expect(templateOneClassesProblem([0, 2])).toMatch(/1 to 300/);
    expect(templateOneClassesProblem([12, 10])).toMatch(/rise/);
    expect(() => templateLayout(1, [])).toThrow(RangeError);
  });
});
