import {
  type DigitField,
  FIELD_DIGITS,
  TEMPLATE_ONE_CLASSES,
  TEMPLATE_TWO_LOGS,
  type TemplateNumber,
} from '@timber/handwriting';
import { type Random } from './random';

/** One row of a filled sheet as written: what the reader should answer for it. */
export interface WrittenRow {
  /** 1-based: the line (template one) or the log's number (template two), as printed */
  number: number;
  /** template one: the line's diameter class, cm */
  classCm?: number;
  /** each field's boxes, one character a box from the left: a digit, or a space for an empty box */
  boxes: Partial<Record<DigitField, string>>;
  /** the value each field's boxes make; null where nothing is written in it */
  values: Partial<Record<DigitField, number | null>>;
}

export interface FilledSheet {
  template: TemplateNumber;
  /** template one: the diameter classes printed on its lines, cm (empty for template two) */
  classes: number[];
  /** every row the page prints, written or not, in order */
  rows: WrittenRow[];
}

const EMPTY_BOX = ' ';
const blank = (field: DigitField) => EMPTY_BOX.repeat(FIELD_DIGITS[field]);

/** A number's digits in a field's boxes, against the left or the right edge. */
function aligned(value: number, boxes: number, right: boolean): string {
  const digits = String(value);
  return right ? digits.padStart(boxes, EMPTY_BOX) : digits.padEnd(boxes, EMPTY_BOX);
}

/** A person keeps a habit (left or right) for a sheet and strays from it now and then. */
const alignsRight = (random: Random, habitRight: boolean) => (random.chance(0.1) ? !habitRight : habitRight);

/**
 * Template one as a tally clerk fills it: classes from 4 to 16 cm up by 2 (sometimes 4) cm, a line
 * each; a count of 0 to 150 logs on some of the lines, written in the count's three boxes.
 */
function fillTemplateOne(random: Random): FilledSheet {
  const first = random.pick([4, 6, 8, 10, 12, 14, 16]);
  const step = random.chance(0.8) ? 2 : 4;
  const lines = random.whole(20, TEMPLATE_ONE_CLASSES);
  const classes = Array.from({ length: lines }, (_, index) => first + index * step);
  const written = random.between(0.4, 0.9);
  const habitRight = random.chance(0.75);
  const rows = classes.map((classCm, index): WrittenRow => {
    if (!random.chance(written)) {
      return { number: index + 1, classCm, boxes: { count: blank('count') }, values: { count: null } };
    }
    const kind = random.next();
    const count =
      kind < 0.1
        ? 0
        : kind < 0.6
          ? random.whole(1, 30)
          : kind < 0.85
            ? random.whole(31, 99)
            : random.whole(100, 150);
    return {
      number: index + 1,
      classCm,
      boxes: { count: aligned(count, FIELD_DIGITS.count, alignsRight(random, habitRight)) },
      values: { count },
    };
  });
  return { template: 1, classes, rows };
}

/** A log's diameter, cm: mostly two digits from 8 to 60 cm, some thick ones of three digits. */
function diameterOf(random: Random): number {
  const kind = random.next();
  return kind < 0.85 ? random.whole(8, 60) : kind < 0.9 ? random.whole(61, 99) : random.whole(100, 120);
}

/**
 * A log's length as written: metres in the two boxes before the printed point (against it), tenths
 * in the box after it; a whole metre's tenths box sometimes left empty.
 */
function lengthOf(random: Random): { boxes: string; value: number } {
  const tenthsOfMetre = random.whole(20, 125);
  const metres = Math.floor(tenthsOfMetre / 10);
  const tenths = tenthsOfMetre % 10;
  const tenthsBox = tenths === 0 && random.chance(0.4) ? EMPTY_BOX : String(tenths);
  return { boxes: String(metres).padStart(2, EMPTY_BOX) + tenthsBox, value: tenthsOfMetre / 10 };
}

/**
 * Template two as a measurer fills it, log after log: the first 30 to 69 cells, a few skipped; each
 * a diameter (left or right in its three boxes) and, for about a third, a length.
 */
function fillTemplateTwo(random: Random): FilledSheet {
  const lastLog = random.whole(30, TEMPLATE_TWO_LOGS);
  const habitRight = random.chance(0.5);
  const rows = Array.from({ length: TEMPLATE_TWO_LOGS }, (_, index): WrittenRow => {
    const number = index + 1;
    if (number > lastLog || random.chance(0.06)) {
      return {
        number,
        boxes: { diameter: blank('diameter'), length: blank('length') },
        values: { diameter: null, length: null },
      };
    }
    const diameter = diameterOf(random);
    const length = random.chance(1 / 3) ? lengthOf(random) : undefined;
    return {
      number,
      boxes: {
        diameter: aligned(diameter, FIELD_DIGITS.diameter, alignsRight(random, habitRight)),
        length: length?.boxes ?? blank('length'),
      },
      values: { diameter, length: length?.value ?? null },
    };
  });
  return { template: 2, classes: [], rows };
}

/** What is written on a sheet of `template`. */
export function fillSheet(template: TemplateNumber, random: Random): FilledSheet {
  return template === 1 ? fillTemplateOne(random) : fillTemplateTwo(random);
}
