import { describe, expect, it } from 'vitest';
import { homographyFrom, type Point, project } from './homography';
import { type Rect, templateLayout, type TemplateLayout, type TemplateNumber } from './layout';
import { cutBox, type GreyImage, locatePage } from './locate';

const CLASSES = Array.from({ length: 30 }, (_, index) => 6 + 2 * index);
const layoutOf = (template: TemplateNumber): TemplateLayout =>
  template === 1 ? templateLayout(1, CLASSES) : templateLayout(2);

const inside = (rect: Rect, { x, y }: Point) =>
  x >= rect.x && x < rect.x + rect.w && y >= rect.y && y < rect.y + rect.h;

/**
 * A photo of a printed page, as the blue channel sees it: the page's corners at `corners` (px, top
 * left, top right, bottom right, bottom left) on a grey table, marks and code cells black, the boxes'
 * light blue all but gone, and `ink` (page mm) written in pen.
 */
function photo(
  layout: TemplateLayout,
  corners: [Point, Point, Point, Point],
  size: { width: number; height: number },
  ink: (at: Point) => boolean = () => false,
): GreyImage {
  const page: [Point, Point, Point, Point] = [
    { x: 0, y: 0 },
    { x: layout.page.w, y: 0 },
    { x: layout.page.w, y: layout.page.h },
    { x: 0, y: layout.page.h },
  ];
  const toPage = homographyFrom(corners, page)!;
  const data = new Uint8Array(size.width * size.height);
  const boxes = layout.rows.flatMap((row) => row.boxes);
  for (let y = 0; y < size.height; y++) {
    for (let x = 0; x < size.width; x++) {
      const at = project(toPage, { x: x + 0.5, y: y + 0.5 });
      let grey = 120; // the table
      if (at.x >= 0 && at.x < layout.page.w && at.y >= 0 && at.y < layout.page.h) {
        grey = 235; // paper
        if (layout.marks.some((mark) => inside(mark, at)) && !inside(layout.ring, at)) {
          grey = 25;
        } else if (layout.code.cells.some((cell, index) => layout.code.black[index] && inside(cell, at))) {
          grey = 25;
        } else if (ink(at)) {
          grey = 40;
        } else if (boxes.some((box) => inside(box, at) && !inside(shrunk(box, 0.25), at))) {
          grey = 215; // a box's light blue edge, nearly white in the blue channel
        }
      }
      data[y * size.width + x] = grey;
    }
  }
  return { ...size, data };
}

const shrunk = (rect: Rect, by: number): Rect => ({
  x: rect.x + by,
  y: rect.y + by,
  w: rect.w - 2 * by,
  h: rect.h - 2 * by,
});

/** A straight photo at `scale` px per mm with a margin of table around the page. */
const straight = (scale: number, margin = 40): [Point, Point, Point, Point] => [
  { x: margin, y: margin },
  { x: margin + 210 * scale, y: margin },
  { x: margin + 210 * scale, y: margin + 297 * scale },
  { x: margin, y: margin + 297 * scale },
];

/** A box blur of `radius` px, `passes` times (about a Gaussian): a photo out of focus. */
function blur(image: GreyImage, radius: number, passes = 3): GreyImage {
  let data = Float32Array.from(image.data);
  for (let pass = 0; pass < passes; pass++) {
    for (const horizontal of [true, false]) {
      const next = new Float32Array(data.length);
      for (let y = 0; y < image.height; y++) {
        for (let x = 0; x < image.width; x++) {
          let sum = 0;
          let count = 0;
          for (let k = -radius; k <= radius; k++) {
            const sx = horizontal ? x + k : x;
            const sy = horizontal ? y : y + k;
            if (sx >= 0 && sx < image.width && sy >= 0 && sy < image.height) {
              sum += data[sy * image.width + sx]!;
              count += 1;
            }
          }
          next[y * image.width + x] = sum / count;
        }
      }
      data = next;
    }
  }
  return { ...image, data: Uint8Array.from(data, (value) => Math.round(value)) };
}

const markCentres = (layout: TemplateLayout) =>
  layout.marks.map((mark) => ({ x: mark.x + mark.w / 2, y: mark.y + mark.h / 2 }));

describe('finding a printed template in a photo', () => {
  it('finds the marks of a straight photo to a pixel, names the template and its scale', () => {
    const layout = layoutOf(2);
    const corners = straight(4);
    const found = locatePage(photo(layout, corners, { width: 920, height: 1270 }), layoutOf, 2);
    if ('problem' in found) {
      throw new Error(found.problem);
    }
    expect(found.template).toBe(2);
    expect(found.pixelsPerMm).toBeCloseTo(4, 1);
    markCentres(layout).forEach((centre, index) => {
      const truth = { x: 40 + centre.x * 4, y: 40 + centre.y * 4 };
      expect(Math.hypot(found.marks[index]!.x - truth.x, found.marks[index]!.y - truth.y)).toBeLessThan(1);
    });
  });

  it("undoes a tilted phone's perspective: every box lands where it was printed, written ones hold ink", () => {
    const layout = layoutOf(1);
    // the page leans away and turns a little: a trapezoid, rotated
    const corners: [Point, Point, Point, Point] = [
      { x: 150, y: 90 },
      { x: 1010, y: 160 },
      { x: 1080, y: 1430 },
      { x: 60, y: 1380 },
    ];
    const written = layout.rows[3]!.boxes[1]!;
    // a vertical stroke (a "1") down the middle of one box
    const pen = (at: Point) =>
      Math.abs(at.x - (written.x + written.w / 2)) < 0.4 &&
      at.y > written.y + 1.5 &&
      at.y < written.y + written.h - 1.5;
    const image = photo(layout, corners, { width: 1150, height: 1500 }, pen);
    const found = locatePage(image, layoutOf, 1);
    if ('problem' in found) {
      throw new Error(found.problem);
    }
    const truth = homographyFrom(
      [
        { x: 0, y: 0 },
        { x: 210, y: 0 },
        { x: 210, y: 297 },
        { x: 0, y: 297 },
      ],
      corners,
    )!;
    for (const row of layout.rows) {
      for (const box of row.boxes) {
        const centre = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
        const a = project(found.toPhoto, centre);
        const b = project(truth, centre);
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThan(1.5);
      }
    }
    const cut = cutBox(image, found.toPhoto, written);
    expect(cut.ink).toBeGreaterThan(0.04);
    // the stroke is down the middle of the crop
    const column = (x: number) => Array.from({ length: 28 }, (_, y) => cut.pixels[y * 28 + x]!);
    expect(Math.max(...column(14))).toBeGreaterThan(200);
    expect(Math.max(...column(2))).toBeLessThan(60);
    // an empty box reads as empty, its faint edge left out
    expect(cutBox(image, found.toPhoto, layout.rows[3]!.boxes[0]!).ink).toBeLessThan(0.01);
  });

  it('says what to retake: no marks, upside down, the other template, too small, blurred', () => {
    const two = layoutOf(2);
    const size = { width: 920, height: 1270 };
    const blank: GreyImage = { ...size, data: new Uint8Array(size.width * size.height).fill(230) };
    expect(locatePage(blank, layoutOf, 2)).toEqual({ problem: 'marks' });

    const [tl, tr, br, bl] = straight(4);
    expect(locatePage(photo(two, [br, bl, tl, tr], size), layoutOf, 2)).toEqual({ problem: 'upsideDown' });
    expect(locatePage(photo(layoutOf(1), straight(4), size), layoutOf, 2)).toEqual({
      problem: 'otherTemplate',
    });
    expect(locatePage(photo(two, straight(2.2), { width: 560, height: 740 }), layoutOf, 2)).toEqual({
      problem: 'tooSmall',
    });
    expect(locatePage(blur(photo(two, straight(4), size), 3), layoutOf, 2)).toEqual({ problem: 'blurred' });
    // a little softness is read
    expect('problem' in locatePage(blur(photo(two, straight(4), size), 1, 1), layoutOf, 2)).toBe(false);
  });
});
