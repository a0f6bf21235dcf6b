import { type Homography, project } from './homography';
import { type DigitBox, type DigitField, type Rect, type TemplateLayout, type TemplateRow } from './layout';
import { type BoxCut, type GreyImage, INK_EMPTY, sample } from './locate';

/**
 * A located page's digit boxes read into rows (issue 40): each box cut, asked of the digit network
 * (an empty box never is: it reads as empty, never as 0), each field's digits joined into its value
 * under the spec's limits, and each cell given a confidence, so the review shows the doubtful ones
 * first. Pure: the network is a function passed in (onnxruntime-node in the worker and the
 * evaluation, anything in a test).
 */

/** The network's answer for one box: the probability of each digit 0 to 9. */
export type DigitProbabilities = ArrayLike<number>;
/** Reads a batch of 28 x 28 cuts (0 paper to 255 ink) into their digits' probabilities, in order. */
export type ReadDigits = (cuts: readonly Float32Array[]) => Promise<DigitProbabilities[]>;

/** A box with at least this share of ink holds a digit; from INK_EMPTY to it, unsure. */
export const INK_WRITTEN = 0.04;
/**
 * A cell whose reading is less sure than this is doubtful (shown first, marked, to be checked). The
 * network was trained with label smoothing, so a sure digit tops out near 0.955 and a sure 3-digit
 * cell near 0.87: 0.8 marks 14 % of rows and still 56 of the evaluation's 59 wrong ones (0.9 marked
 * 30 % of them, most of them right).
 */
export const SURE = 0.8;

/** The spec's limits of what a cell holds: diameter 1 to 300 cm, length over 0 to 15 m, count 0 to 999. */
export const FIELD_LIMITS: Readonly<Record<DigitField, { min: number; max: number }>> = {
  diameter: { min: 1, max: 300 },
  length: { min: 0.1, max: 15 },
  count: { min: 0, max: 999 },
};

/**
 * Why a cell must be looked at:
 * - `unsure`: a digit, or whether a box holds one, is not sure enough;
 * - `outOfLimits`: the value read is outside the spec's limits (never saved as read);
 * - `gap`: an empty box between written ones.
 */
export type CellFlag = 'unsure' | 'outOfLimits' | 'gap';

export interface CellReading {
  field: DigitField;
  /** each box's digit, left to right; null where the box is empty */
  digits: (number | null)[];
  /** the value the digits make (length: metres with the tenths box after the point); null when empty */
  value: number | null;
  /** 0 to 1: how sure the reading is (the product of its boxes') */
  confidence: number;
  flags: CellFlag[];
}

export interface RowReading {
  /** 1-based: the line (template one) or the log's number (template two), as printed */
  number: number;
  /** template one: the line's diameter class, cm */
  classCm?: number;
  /** the row's printed label and boxes on the page, mm: its crop for the review */
  crop: Rect;
  cells: CellReading[];
  /** nothing written in any of its boxes */
  empty: boolean;
  /** the lowest confidence of its cells */
  confidence: number;
  /** a cell flagged, or the row half written (template two: a length without a diameter) */
  doubtful: boolean;
}

interface BoxRead {
  digit: number | null;
  /** the probability of each digit, when the box was read */
  probabilities?: DigitProbabilities;
  /** how sure the box's emptiness or digit is */
  sure: number;
}

const union = (rects: readonly Rect[]): Rect => {
  const x = Math.min(...rects.map((rect) => rect.x));
  const y = Math.min(...rects.map((rect) => rect.y));
  const right = Math.max(...rects.map((rect) => rect.x + rect.w));
  const bottom = Math.max(...rects.map((rect) => rect.y + rect.h));
  return { x, y, w: right - x, h: bottom - y };
};

/** A field's value from its boxes' digits (null when none is written). */
function valueOf(field: DigitField, digits: readonly (number | null)[]): number | null {
  if (digits.every((digit) => digit === null)) {
    return null;
  }
  if (field === 'length') {
    // two boxes of metres, the printed point, one box of tenths (empty tenths: a whole metre)
    const metres = digits.slice(0, 2).reduce<number>((sum, digit) => sum * 10 + (digit ?? 0), 0);
    return Math.round((metres + (digits[2] ?? 0) / 10) * 10) / 10;
  }
  return digits.reduce<number>((sum, digit) => (digit === null ? sum : sum * 10 + digit), 0);
}

const withinLimits = (field: DigitField, value: number) =>
  value >= FIELD_LIMITS[field].min && value <= FIELD_LIMITS[field].max;

/** The three likeliest digits of a box, most likely first. */
function likeliest(probabilities: DigitProbabilities): number[] {
  return Array.from({ length: 10 }, (_, digit) => digit)
    .sort((a, b) => probabilities[b]! - probabilities[a]!)
    .slice(0, 3);
}

/** How likely a reading inside the limits must be to stand for one read outside them. */
const LIKELY_INSIDE = 0.05;

/**
 * A field's boxes read into a cell. Where the likeliest digits make a value outside the limits, the
 * likeliest combination inside them is taken instead when it is likely at all (a 3-digit diameter
 * starts with 1, 2 or 3), at its lower confidence; otherwise the value stays as read, flagged.
 */
function cellOf(field: DigitField, boxes: readonly BoxRead[]): CellReading {
  const flags = new Set<CellFlag>();
  const written = boxes.map((box) => box.digit !== null);
  const first = written.indexOf(true);
  const last = written.lastIndexOf(true);
  // the length's tenths box stands after the point: metres and tenths are not one run of digits
  const runEnd = field === 'length' ? Math.min(last, 1) : last;
  if (first >= 0 && written.slice(first, runEnd + 1).includes(false)) {
    flags.add('gap');
  }
  let digits = boxes.map((box) => box.digit);
  let confidence = boxes.reduce((product, box) => product * box.sure, 1);
  let value = valueOf(field, digits);
  if (value !== null && !withinLimits(field, value)) {
    const choices = boxes.map((box) =>
      box.probabilities
        ? likeliest(box.probabilities).map((digit) => ({ digit, p: box.probabilities![digit]! }))
        : [{ digit: null, p: box.sure }],
    );
    let best: { digits: (number | null)[]; p: number } | undefined;
    const walk = (index: number, chosen: (number | null)[], p: number) => {
      if (index === choices.length) {
        const candidate = valueOf(field, chosen);
        if (candidate !== null && withinLimits(field, candidate) && (!best || p > best.p)) {
          best = { digits: [...chosen], p };
        }
        return;
      }
      for (const choice of choices[index]!) {
        walk(index + 1, [...chosen, choice.digit], p * choice.p);
      }
    };
    walk(0, [], 1);
    if (best && best.p >= LIKELY_INSIDE) {
      digits = best.digits;
      confidence = best.p;
      value = valueOf(field, digits);
    } else {
      flags.add('outOfLimits');
    }
  }
  if (confidence < SURE) {
    flags.add('unsure');
  }
  return { field, digits, value, confidence, flags: [...flags] };
}

/** Which fields a row's boxes belong to, in their printed order. */
function fieldsOf(row: TemplateRow): [DigitField, DigitBox[]][] {
  const fields = new Map<DigitField, DigitBox[]>();
  for (const box of row.boxes) {
    fields.set(box.field, [...(fields.get(box.field) ?? []), box]);
  }
  return [...fields.entries()].map(([field, boxes]) => [field, [...boxes].sort((a, b) => a.x - b.x)]);
}

/**
 * Reads the rows of a located page. `cut` cuts a box from the photo (cutBox with the page's map);
 * the boxes with ink are read by `read` in one batch.
 */
export async function readRows(
  layout: TemplateLayout,
  cut: (box: DigitBox) => BoxCut,
  read: ReadDigits,
): Promise<RowReading[]> {
  const rows = layout.rows.map((row) => ({
    row,
    fields: fieldsOf(row).map(([field, boxes]) => ({ field, cuts: boxes.map(cut) })),
  }));
  const toRead = rows.flatMap(({ fields }) =>
    fields.flatMap(({ cuts }) => cuts.filter((boxCut) => boxCut.ink >= INK_EMPTY)),
  );
  const answers = await read(toRead.map((boxCut) => boxCut.pixels));
  const answerOf = new Map(toRead.map((boxCut, index) => [boxCut, answers[index]!]));
  return rows.map(({ row, fields }) => {
    const cells = fields.map(({ field, cuts }) =>
      cellOf(
        field,
        cuts.map((boxCut): BoxRead => {
          const probabilities = answerOf.get(boxCut);
          if (!probabilities) {
            return { digit: null, sure: 1 };
          }
          const digit = likeliest(probabilities)[0]!;
          // faint ink: as likely an empty box with a speck as a digit
          const inkSure = boxCut.ink >= INK_WRITTEN ? 1 : 0.5;
          return { digit, probabilities, sure: probabilities[digit]! * inkSure };
        }),
      ),
    );
    const empty = cells.every((cell) => cell.value === null);
    const diameter = cells.find((cell) => cell.field === 'diameter');
    const halfWritten = diameter !== undefined && diameter.value === null && !empty;
    const confidence = Math.min(...cells.map((cell) => cell.confidence));
    return {
      number: row.number,
      ...(row.classCm === undefined ? {} : { classCm: row.classCm }),
      crop: union([row.label, ...row.boxes]),
      cells,
      empty,
      confidence,
      doubtful: halfWritten || cells.some((cell) => cell.flags.length > 0),
    };
  });
}

/** How finely the page is drawn for the review's crops: 5 px per mm (a digit box 35 x 45 px). */
export const PAGE_PX_PER_MM = 5;

/**
 * The page as if scanned flat (the photo's perspective undone), `pxPerMm` pixels per page mm: what
 * the review shows each row's crop from. Grey, the photo's own levels.
 */
export function flatPage(
  photo: GreyImage,
  toPhoto: Homography,
  page: { w: number; h: number },
  pxPerMm = PAGE_PX_PER_MM,
): GreyImage {
  const width = Math.round(page.w * pxPerMm);
  const height = Math.round(page.h * pxPerMm);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      data[y * width + x] = sample(
        photo,
        project(toPhoto, { x: (x + 0.5) / pxPerMm, y: (y + 0.5) / pxPerMm }),
      );
    }
  }
  return { width, height, data };
}
