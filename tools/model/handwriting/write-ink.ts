import { type Rect, type TemplateLayout } from '@timber/handwriting';
import { type Digit, DIGIT_SIDE } from '../digits/digits';
import { type FilledSheet } from './fill-sheet';
import { type FlatPage } from './print-page';
import { type Random } from './random';

/** The handwritten digits to write with, by label (the test part only: the network never saw them). */
export type DigitsByLabel = readonly (readonly Digit[])[];

export function digitsByLabel(digits: readonly Digit[]): DigitsByLabel {
  return Array.from({ length: 10 }, (_, label) => digits.filter((digit) => digit.label === label));
}

/** The pen a sheet is filled with. */
export interface Pen {
  kind: 'blue' | 'black';
  colour: [number, number, number];
  /** how much of the paper's light the ink takes at a stroke's middle */
  opacity: number;
  /** the glyph's level (0 to 1) below which a stroke's soft edge is left out: higher writes finer */
  fineness: number;
}

/** A ballpoint or gel pen: dark blue or black, its strokes broader or finer. */
export function choosePen(random: Random): Pen {
  const blue = random.chance(0.6);
  const colour: [number, number, number] = blue
    ? [random.whole(15, 45), random.whole(25, 60), random.whole(85, 140)]
    : [random.whole(15, 50), random.whole(15, 50), random.whole(20, 60)];
  return {
    kind: blue ? 'blue' : 'black',
    colour,
    opacity: random.between(0.85, 1),
    fineness: random.between(0.05, 0.35),
  };
}

/** A glyph's inked extent in its 28 x 28 pixels, pixel edges (the MNIST digits' margins left out). */
function inkedExtent(glyph: Digit): { left: number; right: number; top: number; bottom: number } {
  let left = DIGIT_SIDE;
  let right = 0;
  let top = DIGIT_SIDE;
  let bottom = 0;
  for (let y = 0; y < DIGIT_SIDE; y++) {
    for (let x = 0; x < DIGIT_SIDE; x++) {
      if (glyph.pixels[y * DIGIT_SIDE + x]! > 64) {
        left = Math.min(left, x);
        right = Math.max(right, x + 1);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y + 1);
      }
    }
  }
  return { left, right, top, bottom };
}

/** The glyph's level at a point of its pixel grid (pixel centres at .5), bilinear; 0 outside. */
function glyphLevel(glyph: Digit, x: number, y: number): number {
  const column = x - 0.5;
  const row = y - 0.5;
  const x0 = Math.floor(column);
  const y0 = Math.floor(row);
  const at = (dx: number, dy: number) => {
    const gx = x0 + dx;
    const gy = y0 + dy;
    return gx < 0 || gy < 0 || gx >= DIGIT_SIDE || gy >= DIGIT_SIDE ? 0 : glyph.pixels[gy * DIGIT_SIDE + gx]!;
  };
  const fx = column - x0;
  const fy = row - y0;
  return (
    (at(0, 0) * (1 - fx) * (1 - fy) +
      at(1, 0) * fx * (1 - fy) +
      at(0, 1) * (1 - fx) * fy +
      at(1, 1) * fx * fy) /
    255
  );
}

/** How tall a digit is written, as a share of its box's height (issue 40: 70 to 100 %). */
export interface DigitHeights {
  min: number;
  max: number;
}
export const DIGIT_HEIGHTS: DigitHeights = { min: 0.7, max: 1 };

/** How far a written digit may stray over its box's printed edge, mm. */
const OVER_EDGE_MM = 0.3;

/**
 * Writes one handwritten digit into a box as ink: `heights` of the box's height, narrowed to fit
 * its width when it would not, leaning a little, slightly off centre, as a person writes one digit
 * per box. Ink darkens the paper (and the box's printed line) under it.
 */
export function writeDigit(
  page: FlatPage,
  glyph: Digit,
  box: Rect,
  pen: Pen,
  random: Random,
  heights: DigitHeights = DIGIT_HEIGHTS,
): void {
  const extent = inkedExtent(glyph);
  const glyphWidth = extent.right - extent.left;
  const glyphHeight = extent.bottom - extent.top;
  const height = box.h * random.between(heights.min, heights.max);
  // leaning right (the top to the right) more often than left; y grows downwards on the page
  const shear = random.between(-0.12, 0.25);
  const scaleY = height / glyphHeight;
  // a leaning digit is written narrower to keep within its box
  const widthLeft = Math.max(0.5 * box.w, 0.92 * box.w - Math.abs(shear) * height);
  const scaleX = Math.min(scaleY * random.between(0.9, 1.15), widthLeft / glyphWidth);
  const angle = (random.between(-4, 4) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // glyph px about its extent's centre -> page mm about the digit's centre: rotate(shear(scale(g)))
  const a = cos * scaleX;
  const b = cos * -shear * scaleY - sin * scaleY;
  const c = sin * scaleX;
  const d = sin * -shear * scaleY + cos * scaleY;
  const glyphCentre = { x: (extent.left + extent.right) / 2, y: (extent.top + extent.bottom) / 2 };
  const corners = [
    [extent.left, extent.top],
    [extent.right, extent.top],
    [extent.right, extent.bottom],
    [extent.left, extent.bottom],
  ].map(([gx, gy]) => {
    const u = gx! - glyphCentre.x;
    const v = gy! - glyphCentre.y;
    return { x: a * u + b * v, y: c * u + d * v };
  });
  const reach = {
    left: Math.min(...corners.map((corner) => corner.x)),
    right: Math.max(...corners.map((corner) => corner.x)),
    top: Math.min(...corners.map((corner) => corner.y)),
    bottom: Math.max(...corners.map((corner) => corner.y)),
  };
  // off centre by a little, then pulled back so it strays at most OVER_EDGE_MM over the box's edge
  const place = (start: number, size: number, low: number, high: number, wander: number) => {
    const wanted = start + size / 2 + random.between(-wander, wander) * size;
    const least = start - OVER_EDGE_MM - low;
    const most = start + size + OVER_EDGE_MM - high;
    return least > most ? start + size / 2 : Math.min(most, Math.max(least, wanted));
  };
  const centre = {
    x: place(box.x, box.w, reach.left, reach.right, 0.08),
    y: place(box.y, box.h, reach.top, reach.bottom, 0.06),
  };
  const determinant = a * d - b * c;
  const scale = page.pixelsPerMm;
  const fromX = Math.max(0, Math.floor((centre.x + reach.left - 0.2) * scale));
  const toX = Math.min(page.width - 1, Math.ceil((centre.x + reach.right + 0.2) * scale));
  const fromY = Math.max(0, Math.floor((centre.y + reach.top - 0.2) * scale));
  const toY = Math.min(page.height - 1, Math.ceil((centre.y + reach.bottom + 0.2) * scale));
  const [red, green, blue] = pen.colour;
  const take = [1 - red / 255, 1 - green / 255, 1 - blue / 255];
  for (let py = fromY; py <= toY; py++) {
    for (let px = fromX; px <= toX; px++) {
      const x = (px + 0.5) / scale - centre.x;
      const y = (py + 0.5) / scale - centre.y;
      const u = (d * x - b * y) / determinant;
      const v = (-c * x + a * y) / determinant;
      const level = glyphLevel(glyph, glyphCentre.x + u, glyphCentre.y + v);
      const ink = Math.min(1, Math.max(0, (level - pen.fineness) / 0.45)) * pen.opacity;
      if (ink <= 0) {
        continue;
      }
      const at = (py * page.width + px) * 3;
      for (let channel = 0; channel < 3; channel++) {
        page.data[at + channel] = Math.round(page.data[at + channel]! * (1 - ink * take[channel]!));
      }
    }
  }
}

const pickGlyph = (digits: DigitsByLabel, label: number, random: Random): Digit =>
  random.pick(digits[label]!);

/**
 * Writes a filled sheet's digits into its boxes, and a sheet number and date on the header's lines
 * (ink the reader must leave alone), each digit a glyph of the test part drawn at random.
 */
export function writeSheet(
  page: FlatPage,
  layout: TemplateLayout,
  filled: FilledSheet,
  digits: DigitsByLabel,
  pen: Pen,
  random: Random,
  heights: DigitHeights = DIGIT_HEIGHTS,
): void {
  layout.rows.forEach((row, index) => {
    const written = filled.rows[index]!;
    for (const box of row.boxes) {
      const character = written.boxes[box.field]?.[box.digit] ?? ' ';
      if (character !== ' ') {
        writeDigit(page, pickGlyph(digits, Number(character), random), box, pen, random, heights);
      }
    }
  });
  const headerDigits = [String(random.whole(1, 999)), `${random.whole(10, 28)}${random.whole(10, 12)}26`];
  headerDigits.forEach((text, index) => {
    const field = layout.header.fields[index]!;
    [...text].forEach((character, position) => {
      const box = { x: field.x + field.w * 0.5 + position * 3.6, y: field.y + field.h - 6, w: 3.4, h: 5.4 };
      writeDigit(page, pickGlyph(digits, Number(character), random), box, pen, random);
    });
  });
}
