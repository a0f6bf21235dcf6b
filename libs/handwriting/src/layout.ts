/**
 * The two handwritten diameter sheets of §2 (the stock-in list's diameter sheets dialog: "image
 * upload using template one or two") as geometry: where the product prints each mark, code cell and
 * digit box on an A4 page, in millimetres from the page's top left corner. The printed template and
 * the reader of its photo both take their positions from here, so that what is read is what was
 * printed.
 *
 * - Four corner marks, solid black squares; the top left one is a ring (a white square inside), so
 *   that a photo taken upside down is known as such.
 * - A code strip between the top marks: black and white cells whose pattern names the template, so
 *   that a photo of the other template is refused rather than misread.
 * - Digit boxes, one handwritten digit each, printed in a light drop-out colour that pen ink is far
 *   darker than. Template one: a row per diameter class (printed), the count of its logs in three
 *   boxes. Template two: a grid of single logs (numbered), each its diameter in cm (three boxes) and,
 *   where it differs from the sheet's, its length in m (two boxes, a printed point, one box).
 */

export type TemplateNumber = 1 | 2;
export const TEMPLATE_NUMBERS: readonly TemplateNumber[] = [1, 2];

/** A rectangle on the page, mm from the top left corner. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type DigitField = 'count' | 'diameter' | 'length';

/** One handwritten digit's box: the `digit`-th (from the left, 0-based) of its row's `field`. */
export interface DigitBox extends Rect {
  field: DigitField;
  digit: number;
}

/** A row the reader answers: template one's diameter class, or template two's log. */
export interface TemplateRow {
  /** 1-based: the class's line or the log's number, as printed */
  number: number;
  /** template one: the diameter class printed on the line, cm */
  classCm?: number;
  /** where the row's printed label goes (its class or its number) */
  label: Rect;
  boxes: DigitBox[];
  /** template two: the printed decimal point between the length's metres and tenths */
  point?: Rect;
}

export interface TemplateLayout {
  template: TemplateNumber;
  page: { w: number; h: number };
  /** top left (the ring), top right, bottom right, bottom left */
  marks: [Rect, Rect, Rect, Rect];
  /** the white square inside the top left mark */
  ring: Rect;
  /** the code strip's cells, left to right, and which are black */
  code: { cells: Rect[]; black: boolean[] };
  /** where the title and the write-in header (sheet number, date, length, wood kind) go */
  header: { title: Rect; fields: Rect[] };
  /** the columns' heads (template one: class and count; template two: number, diameter, length) */
  columnHeads: { rect: Rect; field: 'class' | 'number' | DigitField }[];
  rows: TemplateRow[];
}

export const PAGE = { w: 210, h: 297 } as const;
/** A mark's side, and its outer corner's distance from the page's edges. */
export const MARK_MM = 10;
const MARK_INSET = 8;
const RING_MM = 4;
/** A digit box: wide and tall enough for a digit written with a pen, with a gap to the next. */
export const BOX = { w: 7, h: 9, gap: 1 } as const;
const ROW_PITCH = 9.6;
const ROWS_PER_COLUMN = 23;
const BODY_TOP = 58;
/** The header's four write-in fields: sheet number, date, length (m), wood kind. */
export const HEADER_FIELDS = ['sheetNumber', 'date', 'lengthM', 'woodKind'] as const;

/** Template one: how many diameter classes a page has lines for (two columns). */
export const TEMPLATE_ONE_CLASSES = 2 * ROWS_PER_COLUMN;
/** Template two: how many logs a page has cells for (three columns). */
export const TEMPLATE_TWO_LOGS = 3 * ROWS_PER_COLUMN;
/** The digits of each field: a count up to 999, a diameter up to 300 cm, a length up to 99.9 m. */
export const FIELD_DIGITS: Readonly<Record<DigitField, number>> = { count: 3, diameter: 3, length: 3 };

/** Each template's code strip: six cells, the first and last always black (the strip's ends). */
const CODE_PATTERNS: Readonly<Record<TemplateNumber, readonly boolean[]>> = {
  1: [true, false, true, true, false, true],
  2: [true, true, false, false, true, true],
};
const CODE_CELL = 4;

function marks(): { marks: TemplateLayout['marks']; ring: Rect } {
  const near = MARK_INSET;
  const farX = PAGE.w - MARK_INSET - MARK_MM;
  const farY = PAGE.h - MARK_INSET - MARK_MM;
  const square = (x: number, y: number): Rect => ({ x, y, w: MARK_MM, h: MARK_MM });
  const inset = (MARK_MM - RING_MM) / 2;
  return {
    marks: [square(near, near), square(farX, near), square(farX, farY), square(near, farY)],
    ring: { x: near + inset, y: near + inset, w: RING_MM, h: RING_MM },
  };
}

function code(template: TemplateNumber): TemplateLayout['code'] {
  const black = [...CODE_PATTERNS[template]];
  const left = (PAGE.w - black.length * CODE_CELL) / 2;
  const y = MARK_INSET + (MARK_MM - CODE_CELL) / 2;
  return {
    cells: black.map((_, index) => ({ x: left + index * CODE_CELL, y, w: CODE_CELL, h: CODE_CELL })),
    black,
  };
}

function header(): TemplateLayout['header'] {
  const left = MARK_INSET;
  const width = PAGE.w - 2 * MARK_INSET;
  const fieldWidth = width / HEADER_FIELDS.length;
  return {
    title: { x: left, y: 22, w: width, h: 10 },
    fields: HEADER_FIELDS.map((_, index) => ({
      x: left + index * fieldWidth,
      y: 36,
      w: fieldWidth - 3,
      h: 10,
    })),
  };
}

/** `count` digit boxes from `x`, on the row at `y`. */
function digitBoxes(field: DigitField, x: number, y: number, count: number): DigitBox[] {
  return Array.from({ length: count }, (_, digit) => ({
    field,
    digit,
    x: x + digit * (BOX.w + BOX.gap),
    y,
    w: BOX.w,
    h: BOX.h,
  }));
}

const boxesWidth = (count: number) => count * BOX.w + (count - 1) * BOX.gap;
const rowY = (line: number) => BODY_TOP + line * ROW_PITCH;
const HEAD_Y = BODY_TOP - 8;

/** Template one's page for these diameter classes (cm, ascending, at most TEMPLATE_ONE_CLASSES). */
function templateOne(classes: readonly number[]): Pick<TemplateLayout, 'rows' | 'columnHeads'> {
  const columnWidth = (PAGE.w - 2 * MARK_INSET) / 2;
  const labelWidth = 22;
  const rows: TemplateRow[] = classes.map((classCm, index) => {
    const column = Math.floor(index / ROWS_PER_COLUMN);
    const x = MARK_INSET + 12 + column * columnWidth;
    const y = rowY(index % ROWS_PER_COLUMN);
    return {
      number: index + 1,
      classCm,
      label: { x, y, w: labelWidth, h: BOX.h },
      boxes: digitBoxes('count', x + labelWidth + 4, y, FIELD_DIGITS.count),
    };
  });
  const columns = classes.length > ROWS_PER_COLUMN ? 2 : 1;
  const columnHeads = Array.from({ length: columns }, (_, column) => {
    const x = MARK_INSET + 12 + column * columnWidth;
    return [
      { rect: { x, y: HEAD_Y, w: labelWidth, h: 6 }, field: 'class' as const },
      {
        rect: { x: x + labelWidth + 4, y: HEAD_Y, w: boxesWidth(FIELD_DIGITS.count), h: 6 },
        field: 'count' as const,
      },
    ];
  }).flat();
  return { rows, columnHeads };
}

/** Template two's page: TEMPLATE_TWO_LOGS numbered cells, each a diameter and a length. */
function templateTwo(): Pick<TemplateLayout, 'rows' | 'columnHeads'> {
  const columnWidth = (PAGE.w - 2 * MARK_INSET) / 3;
  const numberWidth = 8;
  const diameterX = numberWidth + 1;
  const lengthX = diameterX + boxesWidth(FIELD_DIGITS.diameter) + 4;
  const cell = (x: number, y: number) => {
    const metres = digitBoxes('length', x + lengthX, y, 2);
    const tenths = digitBoxes('length', x + lengthX + boxesWidth(2) + 2.5, y, 1).map((box) => ({
      ...box,
      digit: 2,
    }));
    return {
      label: { x, y, w: numberWidth, h: BOX.h },
      boxes: [...digitBoxes('diameter', x + diameterX, y, FIELD_DIGITS.diameter), ...metres, ...tenths],
      point: { x: x + lengthX + boxesWidth(2), y, w: 2.5, h: BOX.h },
    };
  };
  const rows: TemplateRow[] = Array.from({ length: TEMPLATE_TWO_LOGS }, (_, index) => {
    const column = Math.floor(index / ROWS_PER_COLUMN);
    return {
      number: index + 1,
      ...cell(MARK_INSET + 2 + column * columnWidth, rowY(index % ROWS_PER_COLUMN)),
    };
  });
  const columnHeads = Array.from({ length: 3 }, (_, column) => {
    const x = MARK_INSET + 2 + column * columnWidth;
    return [
      { rect: { x, y: HEAD_Y, w: numberWidth, h: 6 }, field: 'number' as const },
      { rect: { x: x + diameterX, y: HEAD_Y, w: boxesWidth(3), h: 6 }, field: 'diameter' as const },
      { rect: { x: x + lengthX, y: HEAD_Y, w: boxesWidth(3) + 2.5, h: 6 }, field: 'length' as const },
    ];
  }).flat();
  return { rows, columnHeads };
}

/** Why a template one's classes cannot be printed, or undefined when they can. */
export function templateOneClassesProblem(classes: readonly number[]): string | undefined {
  if (classes.length === 0 || classes.length > TEMPLATE_ONE_CLASSES) {
    return `template one has lines for 1 to ${TEMPLATE_ONE_CLASSES} diameter classes, not ${classes.length}`;
  }
  if (classes.some((value) => !Number.isInteger(value) || value < 1 || value > 300)) {
    return 'a diameter class is a whole number of cm from 1 to 300';
  }
  if (classes.some((value, index) => index > 0 && value <= classes[index - 1]!)) {
    return 'the diameter classes must rise from line to line';
  }
  return undefined;
}

/**
 * The layout of template one (for these diameter classes: a line each) or template two. Throws
 * when template one's classes cannot be printed (templateOneClassesProblem).
 */
export function templateLayout(template: 1, classes: readonly number[]): TemplateLayout;
export function templateLayout(template: 2): TemplateLayout;
export function templateLayout(template: TemplateNumber, classes?: readonly number[]): TemplateLayout;
export function templateLayout(template: TemplateNumber, classes: readonly number[] = []): TemplateLayout {
  if (template === 1) {
    const problem = templateOneClassesProblem(classes);
    if (problem) {
      throw new RangeError(problem);
    }
  }
  return {
    template,
    page: { ...PAGE },
    ...marks(),
    code: code(template),
    header: header(),
    ...(template === 1 ? templateOne(classes) : templateTwo()),
  };
}

/** Which template a code strip's cells read as (black or not, left to right); undefined for neither. */
export function templateOfCode(black: readonly boolean[]): TemplateNumber | undefined {
  return TEMPLATE_NUMBERS.find((template) => {
    const pattern = CODE_PATTERNS[template];
    return pattern.length === black.length && pattern.every((cell, index) => cell === black[index]);
  });
}
