import { homographyFrom, project, type Homography, type Point } from './homography';
import { templateOfCode, type Rect, type TemplateLayout, type TemplateNumber } from './layout';

/** A grey photo: `data[y * width + x]`, 0 black to 255 white. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Why a photo cannot be read, each with its own message to the user (what to retake):
 * - `marks`: the four black corner marks were not all found;
 * - `upsideDown`: the page's top (the ring mark's side) is at the photo's bottom;
 * - `otherTemplate`: the code strip names the other template than the tab asked for;
 * - `code`: the code strip reads as no template (another sheet, or torn or covered);
 * - `tooSmall`: the page is too small in the photo for its digits to be read;
 * - `blurred`: the marks' edges are too soft for its digits to be read.
 */
export type PhotoProblem = 'marks' | 'upsideDown' | 'otherTemplate' | 'code' | 'tooSmall' | 'blurred';

/** A page found in a photo: the map from its millimetres to the photo's pixels. */
export interface LocatedPage {
  template: TemplateNumber;
  /** page mm -> photo px */
  toPhoto: Homography;
  /** the photo's pixels per page millimetre about the digit boxes (the smaller axis) */
  pixelsPerMm: number;
  /** the corner marks' centres in the photo: top left (the ring), top right, bottom right, bottom left */
  marks: [Point, Point, Point, Point];
}

/** The longest side the marks are looked for at (the photo scaled down: they are 10 mm squares). */
const SEARCH_SIDE = 1200;
/** A box must be at least this many photo pixels per mm for a digit written in it to be read. */
export const MIN_PIXELS_PER_MM = 2.5;
/** The widest a mark's edge may rise from black to white, mm (a pen stroke is about 0.5 mm). */
export const MAX_EDGE_MM = 1.2;

interface Blob {
  area: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  sumX: number;
  sumY: number;
}

/** The photo scaled down by a whole factor (box filter) so that its longest side is at most `side`. */
function shrink(image: GreyImage, side: number): { image: GreyImage; factor: number } {
  const factor = Math.max(1, Math.ceil(Math.max(image.width, image.height) / side));
  if (factor === 1) {
    return { image, factor };
  }
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx++) {
          sum += image.data[row + dx]!;
        }
      }
      data[y * width + x] = sum / (factor * factor);
    }
  }
  return { image: { width, height, data }, factor };
}

/**
 * Ink: a pixel darker than 0.6 of the mean of a window around it (an eighth of the photo's shorter
 * side, wider than a mark), so that shadow and uneven light do not decide.
 */
function darkMask(image: GreyImage): Uint8Array {
  const { width, height, data } = image;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x]!;
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1]! + row;
    }
  }
  const half = Math.max(7, Math.round(Math.min(width, height) / 16));
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum =
        integral[y1 * (width + 1) + x1]! -
        integral[y0 * (width + 1) + x1]! -
        integral[y1 * (width + 1) + x0]! +
        integral[y0 * (width + 1) + x0]!;
      const mean = sum / ((x1 - x0) * (y1 - y0));
      mask[y * width + x] = data[y * width + x]! < 0.6 * mean ? 1 : 0;
    }
  }
  return mask;
}

/** The 8-connected dark regions of the mask (a flood fill with an explicit stack). */
function blobs(mask: Uint8Array, width: number, height: number): Blob[] {
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  const found: Blob[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) {
      continue;
    }
    const blob: Blob = { area: 0, minX: width, maxX: 0, minY: height, maxY: 0, sumX: 0, sumY: 0 };
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const at = stack[--top]!;
      const x = at % width;
      const y = (at - x) / width;
      blob.area += 1;
      blob.sumX += x;
      blob.sumY += y;
      blob.minX = Math.min(blob.minX, x);
      blob.maxX = Math.max(blob.maxX, x);
      blob.minY = Math.min(blob.minY, y);
      blob.maxY = Math.max(blob.maxY, y);
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) {
          continue;
        }
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const next = ny * width + nx;
          if (nx >= 0 && nx < width && mask[next] && !seen[next]) {
            seen[next] = 1;
            stack[top++] = next;
          }
        }
      }
    }
    found.push(blob);
  }
  return found;
}

/** A solid, square-ish region: what a corner mark looks like (up to a moderate tilt and perspective). */
function markLike(blob: Blob): boolean {
  const w = blob.maxX - blob.minX + 1;
  const h = blob.maxY - blob.minY + 1;
  return w >= 6 && h >= 6 && w / h > 0.6 && w / h < 1.6 && blob.area / (w * h) > 0.55;
}

const centre = (blob: Blob): Point => ({ x: blob.sumX / blob.area, y: blob.sumY / blob.area });

/** Twice the signed area of a polygon (positive: clockwise on a screen, y down). */
function signedArea(points: readonly Point[]): number {
  let sum = 0;
  points.forEach((point, index) => {
    const next = points[(index + 1) % points.length]!;
    sum += point.x * next.y - next.x * point.y;
  });
  return sum;
}

/**
 * The four corner marks among the mark-like regions: of the largest twelve, the four of most
 * alike size that span the largest convex quadrilateral, in clockwise order from the ring (the
 * one whose centre is light). Undefined when there are not four.
 */
function cornerMarks(
  candidates: Blob[],
  mask: Uint8Array,
  width: number,
): [Point, Point, Point, Point] | undefined {
  const largest = [...candidates].sort((a, b) => b.area - a.area).slice(0, 12);
  let best: { score: number; blobs: Blob[] } | undefined;
  const n = largest.length;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      for (let c = b + 1; c < n; c++) {
        for (let d = c + 1; d < n; d++) {
          const four = [largest[a]!, largest[b]!, largest[c]!, largest[d]!];
          const areas = four.map((blob) => blob.area);
          if (Math.max(...areas) > 2.5 * Math.min(...areas)) {
            continue;
          }
          const points = clockwise(four.map(centre));
          const span = Math.abs(signedArea(points)) / 2;
          const markArea = areas.reduce((sum, area) => sum + area, 0) / 4;
          // the page's marks span about 180 x 270 mm for 10 x 10 mm marks: hundreds of times a mark
          if (span < 50 * markArea || !convex(points)) {
            continue;
          }
          if (!best || span > best.score) {
            best = { score: span, blobs: four };
          }
        }
      }
    }
  }
  if (!best) {
    return undefined;
  }
  const points = clockwise(best.blobs.map(centre));
  const ring = points.findIndex((point) => !mask[Math.round(point.y) * width + Math.round(point.x)]);
  if (ring < 0) {
    return undefined;
  }
  return [0, 1, 2, 3].map((k) => points[(ring + k) % 4]!) as [Point, Point, Point, Point];
}

function clockwise(points: readonly Point[]): Point[] {
  const cx = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const cy = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  return [...points].sort((p, q) => Math.atan2(p.y - cy, p.x - cx) - Math.atan2(q.y - cy, q.x - cx));
}

function convex(points: readonly Point[]): boolean {
  const turns = points.map((point, index) => {
    const next = points[(index + 1) % 4]!;
    const after = points[(index + 2) % 4]!;
    return (next.x - point.x) * (after.y - next.y) - (next.y - point.y) * (after.x - next.x);
  });
  return turns.every((turn) => turn > 0) || turns.every((turn) => turn < 0);
}

const centreOf = (rect: Rect): Point => ({ x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 });

/** The grey value at a photo point, bilinear; white outside the photo. */
export function sample(image: GreyImage, { x, y }: Point): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 + 1 >= image.width || y0 + 1 >= image.height) {
    return 255;
  }
  const fx = x - x0;
  const fy = y - y0;
  const at = (dx: number, dy: number) => image.data[(y0 + dy) * image.width + x0 + dx]!;
  return (
    at(0, 0) * (1 - fx) * (1 - fy) + at(1, 0) * fx * (1 - fy) + at(0, 1) * (1 - fx) * fy + at(1, 1) * fx * fy
  );
}

/**
 * How wide, in mm, the top right mark's left edge rises from its black to the paper's white (10 %
 * to 90 %), read along the mark's middle line: a sharp photo's is a fraction of a millimetre.
 */
function edgeWidthMm(image: GreyImage, toPhoto: Homography, layout: TemplateLayout): number {
  const mark = layout.marks[1];
  const y = mark.y + mark.h / 2;
  const step = 0.05;
  const profile: number[] = [];
  for (let x = mark.x - 3; x <= mark.x + 3; x += step) {
    profile.push(sample(image, project(toPhoto, { x, y })));
  }
  const white = Math.max(...profile.slice(0, 20));
  const black = Math.min(...profile.slice(-20));
  if (white - black < 40) {
    return Infinity;
  }
  // from the white side (left, outside the mark) in to the black
  const level = (share: number) => white - share * (white - black);
  const firstBelow = (value: number) => profile.findIndex((grey) => grey <= value);
  return (firstBelow(level(0.9)) - firstBelow(level(0.1))) * step;
}

/**
 * Finds a printed template's page in a photo: the four corner marks, the map from the page's
 * millimetres to the photo, the template its code strip names. Answers why it cannot be read when
 * it cannot (PhotoProblem), checking in the order a user would retake for.
 */
export function locatePage(
  photo: GreyImage,
  layoutOf: (template: TemplateNumber) => TemplateLayout,
  expected: TemplateNumber,
): LocatedPage | { problem: PhotoProblem } {
  const { image: small, factor } = shrink(photo, SEARCH_SIDE);
  const mask = darkMask(small);
  const found = cornerMarks(blobs(mask, small.width, small.height).filter(markLike), mask, small.width);
  if (!found) {
    return { problem: 'marks' };
  }
  const layout = layoutOf(expected);
  const pageMarks = layout.marks.map(centreOf) as [Point, Point, Point, Point];
  const toSmall = homographyFrom(pageMarks, found);
  if (!toSmall) {
    return { problem: 'marks' };
  }
  const black = layout.code.cells.map((cell) => {
    const at = project(toSmall, centreOf(cell));
    return mask[Math.round(at.y) * small.width + Math.round(at.x)] === 1;
  });
  // the page's top (its ring and code strip) below its bottom in the photo: upside down
  const topY = (found[0].y + found[1].y) / 2;
  const bottomY = (found[2].y + found[3].y) / 2;
  if (topY > bottomY) {
    return { problem: 'upsideDown' };
  }
  const template = templateOfCode(black);
  if (template === undefined) {
    return { problem: 'code' };
  }
  if (template !== expected) {
    return { problem: 'otherTemplate' };
  }
  const marks = found.map(({ x, y }) => ({ x: (x + 0.5) * factor - 0.5, y: (y + 0.5) * factor - 0.5 })) as [
    Point,
    Point,
    Point,
    Point,
  ];
  const toPhoto = homographyFrom(pageMarks, marks)!;
  const along = (from: Point, to: Point) => Math.hypot(to.x - from.x, to.y - from.y);
  const pixelsPerMm = Math.min(
    along(marks[0], marks[1]) / along(pageMarks[0], pageMarks[1]),
    along(marks[1], marks[2]) / along(pageMarks[1], pageMarks[2]),
    along(marks[3], marks[2]) / along(pageMarks[3], pageMarks[2]),
    along(marks[0], marks[3]) / along(pageMarks[0], pageMarks[3]),
  );
  if (pixelsPerMm < MIN_PIXELS_PER_MM) {
    return { problem: 'tooSmall' };
  }
  if (edgeWidthMm(photo, toPhoto, layout) > MAX_EDGE_MM) {
    return { problem: 'blurred' };
  }
  return { template, toPhoto, pixelsPerMm, marks };
}

/** A digit box cut from the photo: what the digit network reads, and how much ink it holds. */
export interface BoxCut {
  /** 28 x 28, 0 paper to 255 ink: the box's ink scaled and centred as MNIST's digits are (centredDigit) */
  pixels: Float32Array;
  /** the share of the box's samples at least INK_CONTRAST darker than its paper: near 0 when empty */
  ink: number;
}

/** How much darker than the paper a sample must be to count as ink (a share of the paper's level). */
const INK_CONTRAST = 0.35;
/** A box with less ink than this share of its samples is empty (its digit is not cut: nothing to read). */
export const INK_EMPTY = 0.015;
/** The network's input side, px. */
const SIDE = 28;
/**
 * How a digit is placed in the network's input, as MNIST placed its digits (the network learnt from
 * them): the ink's extent scaled to DIGIT_PX tall (and wider by the box's aspect, as training
 * stretched it, at most DIGIT_MAX_WIDTH_PX), its centre of mass at the input's centre. A digit
 * written 70 to 100 % of the box's height, or off its centre, reads as well as one written small in
 * the middle (issue 40's evaluation: 96.2 % of digits right with the box's inside stretched as it
 * was, 98.9 % placed so).
 */
const DIGIT_PX = 21;
const DIGIT_MAX_WIDTH_PX = 26;
const BOX_ASPECT = 7.8 / 5.8;
/** The digit is looked for this far outside the box too (a pen stroke over its edge), mm. */
const DIGIT_MARGIN_MM = 0.3;
/** The box is sampled every DIGIT_STEP_MM to find its ink. */
const DIGIT_STEP_MM = 0.1;
/** A sample at least this share of the way from paper to the darkest ink is part of the digit's extent. */
const DIGIT_LEVEL = 0.4;

/** The box's grey levels sampled on a grid `step` mm apart, `margin` mm around it. */
function sampleBox(photo: GreyImage, toPhoto: Homography, box: Rect, margin: number, step: number) {
  const columns = Math.round((box.w + 2 * margin) / step);
  const rows = Math.round((box.h + 2 * margin) / step);
  const levels = new Float32Array(columns * rows);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      levels[row * columns + column] = sample(
        photo,
        project(toPhoto, {
          x: box.x - margin + (column + 0.5) * step,
          y: box.y - margin + (row + 0.5) * step,
        }),
      );
    }
  }
  return { levels, columns, rows };
}

/** The paper's level (the lighter samples: most of a box is paper, written or not) and the darkest. */
function paperAndInk(levels: Float32Array): { paper: number; darkest: number } {
  const sorted = [...levels].sort((a, b) => a - b);
  return { paper: sorted[Math.floor(sorted.length * 0.8)]!, darkest: sorted[0]! };
}

/**
 * A box's digit as the network reads it: its samples stretched from paper (0) to the darkest ink
 * (1), the digit's extent found, scaled and centred by its mass in 28 x 28 (DIGIT_PX). An empty box
 * gives an empty input.
 */
function centredDigit(photo: GreyImage, toPhoto: Homography, box: Rect): Float32Array {
  const step = DIGIT_STEP_MM;
  const { levels, columns, rows } = sampleBox(photo, toPhoto, box, DIGIT_MARGIN_MM, step);
  const { paper, darkest } = paperAndInk(levels);
  const range = Math.max(paper - darkest, 1);
  const ink = levels.map((value) => Math.min(1, Math.max(0, (paper - value) / range)));
  let left = columns;
  let right = -1;
  let top = rows;
  let bottom = -1;
  let mass = 0;
  let massX = 0;
  let massY = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const value = ink[row * columns + column]!;
      if (value > DIGIT_LEVEL) {
        left = Math.min(left, column);
        right = Math.max(right, column);
        top = Math.min(top, row);
        bottom = Math.max(bottom, row);
      }
      mass += value;
      massX += value * column;
      massY += value * row;
    }
  }
  const out = new Float32Array(SIDE * SIDE);
  if (right < 0 || mass === 0) {
    return out;
  }
  // px per mm: the digit's height to DIGIT_PX, its width by the box's aspect, within the input
  let scaleY = DIGIT_PX / ((bottom - top + 1) * step);
  let scaleX = scaleY * BOX_ASPECT;
  const widthPx = (right - left + 1) * step * scaleX;
  if (widthPx > DIGIT_MAX_WIDTH_PX) {
    scaleX *= DIGIT_MAX_WIDTH_PX / widthPx;
    scaleY *= DIGIT_MAX_WIDTH_PX / widthPx;
  }
  const centreX = (massX / mass + 0.5) * step;
  const centreY = (massY / mass + 0.5) * step;
  const at = (column: number, row: number) =>
    column < 0 || row < 0 || column >= columns || row >= rows ? 0 : ink[row * columns + column]!;
  for (let row = 0; row < SIDE; row++) {
    for (let column = 0; column < SIDE; column++) {
      // the grid's sample under this input pixel, bilinear
      const gridX = (centreX + (column + 0.5 - SIDE / 2) / scaleX) / step - 0.5;
      const gridY = (centreY + (row + 0.5 - SIDE / 2) / scaleY) / step - 0.5;
      const x0 = Math.floor(gridX);
      const y0 = Math.floor(gridY);
      const fx = gridX - x0;
      const fy = gridY - y0;
      out[row * SIDE + column] =
        255 *
        (at(x0, y0) * (1 - fx) * (1 - fy) +
          at(x0 + 1, y0) * fx * (1 - fy) +
          at(x0, y0 + 1) * (1 - fx) * fy +
          at(x0 + 1, y0 + 1) * fx * fy);
    }
  }
  return out;
}

/**
 * A digit box as the digit network reads it (centredDigit), with its share of ink over the box's
 * inside (`inset` mm in from its printed edges, which the drop-out colour keeps faint anyway), so
 * that an empty box reads as empty and never as a digit (and is not centred: most boxes are empty).
 */
export function cutBox(photo: GreyImage, toPhoto: Homography, box: Rect, inset = 0.6): BoxCut {
  const inside = { x: box.x + inset, y: box.y + inset, w: box.w - 2 * inset, h: box.h - 2 * inset };
  const { levels } = sampleBox(photo, toPhoto, inside, 0, Math.min(inside.w, inside.h) / SIDE);
  const { paper } = paperAndInk(levels);
  const ink = levels.filter((value) => value < paper * (1 - INK_CONTRAST)).length / levels.length;
  return { pixels: ink < INK_EMPTY ? new Float32Array(SIDE * SIDE) : centredDigit(photo, toPhoto, box), ink };
}
