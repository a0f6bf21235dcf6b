import { homographyFrom, type Point } from '@timber/handwriting';
import sharp from 'sharp';
import { type FlatPage } from './print-page';
import { type Random } from './random';

type Corners = [Point, Point, Point, Point];

/** How a phone photographs the sheet: every choice made up front from the seed. */
export interface PhotoPlan {
  width: number;
  height: number;
  /** the page's corners in the photo, px: top left, top right, bottom right, bottom left */
  corners: Corners;
  rotationDegrees: number;
  /** the share of the photo's width or height (the tighter) the page's outline spans */
  fill: number;
  /** the table under the page, red, green, blue */
  table: [number, number, number];
  /** exposure, and how the light falls off across the photo (left to right, top to bottom, to the corners) */
  light: { level: number; slopeX: number; slopeY: number; vignette: number };
  /** the light's colour: each channel's share (a warm lamp takes blue away) */
  cast: [number, number, number];
  /** a soft shadow (a hand, the phone) over one side of a line, or none */
  shadow?: { through: Point; angle: number; softness: number; depth: number };
  /** Gaussian blur (px), sensor noise (grey levels), JPEG quality */
  blur: number;
  noise: number;
  quality: number;
}

/** The phone's photo sizes: 12 and 6.75 megapixels, portrait. */
export const PHOTO_SIZES = [
  { width: 3000, height: 4000 },
  { width: 2250, height: 3000 },
] as const;

const TABLES: readonly [number, number, number][] = [
  [125, 88, 58], // light wood
  [92, 62, 42], // dark wood
  [78, 78, 82], // grey desk
  [96, 106, 98], // green-grey desk
  [60, 52, 50], // dark counter
];

/**
 * A phone photo of a page of `page` mm: the page turned by up to 8 degrees and its corners pushed
 * about (a phone held not quite square above it), filling 60 to 90 % of the photo, somewhere on the
 * table; light uneven, a soft shadow on most, blur, noise, JPEG at quality 60 to 90.
 */
export function planPhoto(
  random: Random,
  page: { w: number; h: number },
  size: { width: number; height: number } = random.pick(PHOTO_SIZES),
): PhotoPlan {
  const rotationDegrees = random.between(-8, 8);
  const angle = (rotationDegrees * Math.PI) / 180;
  const push = () => ({ x: random.between(-0.04, 0.04) * page.w, y: random.between(-0.03, 0.03) * page.h });
  // about the page's centre, mm: pushed, then turned
  const turned = (
    [
      { x: -page.w / 2, y: -page.h / 2 },
      { x: page.w / 2, y: -page.h / 2 },
      { x: page.w / 2, y: page.h / 2 },
      { x: -page.w / 2, y: page.h / 2 },
    ] as const
  ).map((corner) => {
    const pushed = push();
    const x = corner.x + pushed.x;
    const y = corner.y + pushed.y;
    return { x: x * Math.cos(angle) - y * Math.sin(angle), y: x * Math.sin(angle) + y * Math.cos(angle) };
  });
  const left = Math.min(...turned.map((corner) => corner.x));
  const right = Math.max(...turned.map((corner) => corner.x));
  const top = Math.min(...turned.map((corner) => corner.y));
  const bottom = Math.max(...turned.map((corner) => corner.y));
  const fill = random.between(0.6, 0.9);
  const scale = fill * Math.min(size.width / (right - left), size.height / (bottom - top));
  const offset = {
    x: random.between(0, size.width - (right - left) * scale) - left * scale,
    y: random.between(0, size.height - (bottom - top) * scale) - top * scale,
  };
  const corners = turned.map((corner) => ({
    x: offset.x + corner.x * scale,
    y: offset.y + corner.y * scale,
  })) as Corners;
  const warmth = random.between(-0.04, 0.12);
  const table = random.pick(TABLES).map((level) => level * random.between(0.85, 1.15)) as [
    number,
    number,
    number,
  ];
  return {
    ...size,
    corners,
    rotationDegrees,
    fill,
    table,
    light: {
      level: random.between(0.82, 1.05),
      slopeX: random.between(-0.25, 0.25),
      slopeY: random.between(-0.25, 0.25),
      vignette: random.between(0, 0.35),
    },
    cast: [1, 1 - warmth / 3, 1 - warmth],
    ...(random.chance(0.8)
      ? {
          shadow: {
            through: {
              x: random.between(0.25, 0.75) * size.width,
              y: random.between(0.25, 0.75) * size.height,
            },
            angle: random.between(0, 2 * Math.PI),
            softness: random.between(0.03, 0.1) * size.width,
            depth: random.between(0.15, 0.45),
          },
        }
      : {}),
    blur: random.between(0.5, 1.4),
    noise: random.between(1.5, 5),
    quality: random.whole(60, 90),
  };
}

/** The photo's pixels per page mm along the page's shortest edge (what the reader checks against its minimum). */
export function photoPixelsPerMm(plan: PhotoPlan, page: { w: number; h: number }): number {
  const [topLeft, topRight, bottomRight, bottomLeft] = plan.corners;
  const along = (from: Point, to: Point) => Math.hypot(to.x - from.x, to.y - from.y);
  return Math.min(
    along(topLeft, topRight) / page.w,
    along(bottomLeft, bottomRight) / page.w,
    along(topLeft, bottomLeft) / page.h,
    along(topRight, bottomRight) / page.h,
  );
}

/** A smooth random field over the photo, -1 to 1: a coarse grid of random levels, bilinear between. */
function smoothField(random: Random, columns: number, rows: number): (x: number, y: number) => number {
  const grid = Array.from({ length: (columns + 1) * (rows + 1) }, () => random.between(-1, 1));
  return (x, y) => {
    const gx = x * columns;
    const gy = y * rows;
    const x0 = Math.min(columns - 1, Math.floor(gx));
    const y0 = Math.min(rows - 1, Math.floor(gy));
    const fx = gx - x0;
    const fy = gy - y0;
    const at = (dx: number, dy: number) => grid[(y0 + dy) * (columns + 1) + x0 + dx]!;
    return (
      at(0, 0) * (1 - fx) * (1 - fy) +
      at(1, 0) * fx * (1 - fy) +
      at(0, 1) * (1 - fx) * fy +
      at(1, 1) * fx * fy
    );
  };
}

/**
 * The flat page photographed as planned: put in perspective on the table, lit, blurred, with sensor
 * noise, compressed as JPEG. Answers the photo's bytes.
 */
export async function photograph(page: FlatPage, plan: PhotoPlan, random: Random): Promise<Buffer> {
  const { width, height } = plan;
  const pageWidth = page.width;
  const pageHeight = page.height;
  const toPage = homographyFrom(plan.corners, [
    { x: 0, y: 0 },
    { x: pageWidth, y: 0 },
    { x: pageWidth, y: pageHeight },
    { x: 0, y: pageHeight },
  ]);
  if (!toPage) {
    throw new Error('the page corners planned are degenerate');
  }
  const [h0, h1, h2, h3, h4, h5, h6, h7] = toPage as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const grain = smoothField(random, 40, 50);
  const patches = smoothField(random, 5, 6);
  const { shadow, light, cast, table } = plan;
  const shadowCos = shadow ? Math.cos(shadow.angle) : 0;
  const shadowSin = shadow ? Math.sin(shadow.angle) : 0;
  const photo = new Uint8Array(width * height * 3);
  const source = page.data;
  for (let y = 0; y < height; y++) {
    const cy = y + 0.5;
    for (let x = 0; x < width; x++) {
      const cx = x + 0.5;
      const divisor = h6 * cx + h7 * cy + 1;
      const u = (h0 * cx + h1 * cy + h2) / divisor - 0.5;
      const v = (h3 * cx + h4 * cy + h5) / divisor - 0.5;
      let red: number;
      let green: number;
      let blue: number;
      if (u >= 0 && v >= 0 && u < pageWidth - 1 && v < pageHeight - 1) {
        const u0 = Math.floor(u);
        const v0 = Math.floor(v);
        const fu = u - u0;
        const fv = v - v0;
        const at = (v0 * pageWidth + u0) * 3;
        const below = at + pageWidth * 3;
        const w00 = (1 - fu) * (1 - fv);
        const w10 = fu * (1 - fv);
        const w01 = (1 - fu) * fv;
        const w11 = fu * fv;
        red = source[at]! * w00 + source[at + 3]! * w10 + source[below]! * w01 + source[below + 3]! * w11;
        green =
          source[at + 1]! * w00 + source[at + 4]! * w10 + source[below + 1]! * w01 + source[below + 4]! * w11;
        blue =
          source[at + 2]! * w00 + source[at + 5]! * w10 + source[below + 2]! * w01 + source[below + 5]! * w11;
      } else {
        const texture = 1 + 0.12 * grain(x / width, y / height) + 0.08 * patches(x / width, y / height);
        red = table[0] * texture;
        green = table[1] * texture;
        blue = table[2] * texture;
      }
      const dx = x / width - 0.5;
      const dy = y / height - 0.5;
      let lit =
        light.level *
        (1 + light.slopeX * dx + light.slopeY * dy) *
        (1 - light.vignette * 2 * (dx * dx + dy * dy));
      if (shadow) {
        const distance =
          ((x - shadow.through.x) * shadowCos + (y - shadow.through.y) * shadowSin) / shadow.softness;
        const inside = Math.min(1, Math.max(0, distance + 0.5));
        lit *= 1 - shadow.depth * inside * inside * (3 - 2 * inside);
      }
      const at = (y * width + x) * 3;
      photo[at] = Math.min(255, red * lit * cast[0]);
      photo[at + 1] = Math.min(255, green * lit * cast[1]);
      photo[at + 2] = Math.min(255, blue * lit * cast[2]);
    }
  }
  const raw = { width, height, channels: 3 as const };
  const blurred = await sharp(photo, { raw }).blur(plan.blur).raw().toBuffer();
  addNoise(blurred, plan.noise, random);
  return sharp(blurred, { raw }).jpeg({ quality: plan.quality }).toBuffer();
}

/** Sensor noise: mostly in brightness, some in colour, `deviation` grey levels (from a table of normals). */
function addNoise(pixels: Uint8Array, deviation: number, random: Random): void {
  const table = Float32Array.from({ length: 1 << 16 }, () => random.normal() * deviation);
  let state = Math.floor(random.next() * 0xffffffff) | 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return table[state & 0xffff]!;
  };
  for (let at = 0; at < pixels.length; at += 3) {
    const brightness = next();
    for (let channel = 0; channel < 3; channel++) {
      const level = pixels[at + channel]! + brightness + 0.4 * next();
      pixels[at + channel] = level < 0 ? 0 : level > 255 ? 255 : level;
    }
  }
}
