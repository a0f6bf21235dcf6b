import {
  HANDWRITING_PHOTO_MAX_BYTES,
  type HandwritingCell,
  type HandwritingProblem,
  type HandwritingReading,
  type HandwritingRow,
} from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { type FieldError } from '../../../shared/form/validators';
import { type DiameterDraft } from '../sheet-rules';
import {
  type DiameterSheetErrors,
  newRowKey,
  type RowField,
  validateDiameterSheet,
} from './diameter-sheet-rules';
import { type HandwritingTemplate } from './diameter-sheets-api';

/**
 * The review of a handwritten diameter sheet read from its photo (§2 the diameter sheets dialog's
 * "image upload using template one or two"; issue 40): the rows read, the doubtful ones first,
 * each value corrected by the user and checked as the tab checks its rows, then given to the tab
 * as rows of diameter, length and quantity. Nothing is saved here: the tab's save does that.
 * Framework-free.
 */

/** The photos the reading takes (the server checks type, size and content again). */
export const SHEET_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why the browser refuses a file before sending it. */
export type PhotoRefusal = 'type' | 'size' | 'empty';

/** Checks the chosen file before it is sent: an image of a kind the reading takes, 10 MB at most. */
export function checkSheetPhoto(file: Pick<File, 'type' | 'size'>): PhotoRefusal | null {
  if (!(SHEET_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'type';
  }
  if (file.size === 0) {
    return 'empty';
  }
  return file.size > HANDWRITING_PHOTO_MAX_BYTES ? 'size' : null;
}

/**
 * What to do about a photo that gave no rows: what to retake (a reading's problem, a photo where
 * nothing written was found), or which file to choose instead.
 */
export const RETAKE_MESSAGES = {
  marks: 'diaSheet.photoMarks',
  upsideDown: 'diaSheet.photoUpsideDown',
  otherTemplate: 'diaSheet.photoOtherTemplate',
  code: 'diaSheet.photoCode',
  tooSmall: 'diaSheet.photoTooSmall',
  blurred: 'diaSheet.photoBlurred',
  unreadable: 'diaSheet.photoUnreadable',
  failed: 'diaSheet.photoFailed',
  type: 'diaSheet.photoType',
  size: 'diaSheet.photoSize',
  empty: 'diaSheet.photoEmpty',
  nothing: 'diaSheet.photoNothing',
} as const satisfies Record<HandwritingProblem | PhotoRefusal | 'nothing', WebMessageId>;

export type CellFlag = HandwritingCell['flags'][number];

/** Why a cell must be checked, as said beside it. */
export const FLAG_MESSAGES = {
  unsure: 'diaSheet.flagUnsure',
  outOfLimits: 'diaSheet.flagOutOfLimits',
  gap: 'diaSheet.flagGap',
} as const satisfies Record<CellFlag, WebMessageId>;

/** A value of a read row as the review edits it, with why it must be checked (none once edited). */
export interface ReviewCell {
  text: string;
  flags: readonly CellFlag[];
}

/**
 * A row read, as reviewed: template one gives the line's class as its diameter and the count written
 * as its quantity; template two a log's diameter and length (a quantity of one).
 */
export interface ReviewRow {
  key: number;
  /** the line (template one) or the log's number (template two) printed on the sheet */
  number: number;
  /** where its label and boxes are on the flat page, mm */
  crop: HandwritingRow['crop'];
  doubtful: boolean;
  dia: ReviewCell;
  len: ReviewCell;
  qty: ReviewCell;
}

/** The fields a template's review shows for each row. */
export const reviewFields = (template: HandwritingTemplate): readonly RowField[] =>
  template === 1 ? ['dia', 'qty'] : ['dia', 'len'];

const NOTHING: ReviewCell = { text: '', flags: [] };

/** What a cell's digits make, as typed text ('' when nothing is written; a length to two decimals). */
function cellOf(cell: HandwritingCell | undefined): ReviewCell {
  if (!cell || cell.value === null) {
    return { text: '', flags: cell?.flags ?? [] };
  }
  const value = cell.field === 'length' ? Math.round(cell.value * 100) / 100 : cell.value;
  return { text: String(value), flags: cell.flags };
}

/**
 * The rows of a reading to review: the doubtful ones first, each part in printed order. Template
 * one's line N is the N-th class printed (`classes`, from /cmw/handwriting/classes); a line beyond
 * them has no diameter yet, for the user to enter.
 */
export function reviewRowsOf(reading: HandwritingReading, classes: readonly number[]): ReviewRow[] {
  const rows = reading.rows.map((row): ReviewRow => {
    const field = (name: HandwritingCell['field']) => cellOf(row.cells.find((cell) => cell.field === name));
    const line = classes[row.number - 1];
    return {
      key: newRowKey(),
      number: row.number,
      crop: row.crop,
      doubtful: row.doubtful,
      ...(reading.template === 1
        ? {
            dia: { text: line === undefined ? '' : String(line), flags: [] },
            len: NOTHING,
            qty: field('count'),
          }
        : { dia: field('diameter'), len: field('length'), qty: { text: '1', flags: [] } }),
    };
  });
  return rows.sort((a, b) => Number(b.doubtful) - Number(a.doubtful) || a.number - b.number);
}

/** The same rows with one value changed: the user has looked at it, so it is no longer marked. */
export const editCell = (
  rows: readonly ReviewRow[],
  key: number,
  field: RowField,
  text: string,
): ReviewRow[] => rows.map((row) => (row.key === key ? { ...row, [field]: { text, flags: [] } } : row));

/** Template one's line with a count of 0: no logs of that class, so no row. */
export const isLeftOut = (template: HandwritingTemplate, row: ReviewRow): boolean =>
  template === 1 && /^0+$/.test(row.qty.text.trim());

/** Whether a row takes the length for rows without one: template one's all, template two's without. */
export const takesDefaultLength = (template: HandwritingTemplate, row: ReviewRow): boolean =>
  template === 1 || row.len.text.trim() === '';

/** A reviewed row as the tab would hold it (one log on template two). */
const draftOf = (template: HandwritingTemplate, row: ReviewRow, defaultLength: string): DiameterDraft => ({
  key: row.key,
  dia: row.dia.text,
  len: takesDefaultLength(template, row) ? defaultLength : row.len.text,
  qty: row.qty.text,
});

export interface ReviewErrors {
  /** the tab's checks of each row kept, by the row's key */
  sheet: DiameterSheetErrors;
  /** the length for rows without one, when a row taking it finds it missing or wrong */
  defaultLength?: FieldError;
}

/**
 * The tab's own checks (diameter 1 to 300 cm, length above 0 up to 15 m, 1 to 10000 logs, at least
 * one row) on the rows to take, with the default length where a row takes it; a value out of limits
 * cannot be taken until corrected.
 */
export function checkReview(
  template: HandwritingTemplate,
  rows: readonly ReviewRow[],
  defaultLength: string,
): ReviewErrors {
  const kept = rows.filter((row) => !isLeftOut(template, row));
  const sheet = validateDiameterSheet(kept.map((row) => draftOf(template, row, defaultLength)));
  const byDefault = kept.find(
    (row) => takesDefaultLength(template, row) && sheet.byRow[row.key]?.len !== undefined,
  );
  const defaultError = byDefault && sheet.byRow[byDefault.key]?.len;
  return defaultError ? { sheet, defaultLength: defaultError } : { sheet };
}

/** Whether the review may be taken: no row refused, no length missing. */
export const reviewIsValid = (errors: ReviewErrors): boolean =>
  errors.sheet.rows === undefined &&
  errors.defaultLength === undefined &&
  Object.keys(errors.sheet.byRow).length === 0;

/**
 * The tab's rows from a valid review: the logs of each diameter and length counted into one row
 * (template two's single logs; template one's lines, one per class), by diameter then length;
 * template one's lines with no logs left out.
 */
export function takenRows(
  template: HandwritingTemplate,
  rows: readonly ReviewRow[],
  defaultLength: string,
): DiameterDraft[] {
  const logs = new Map<string, { dia: number; len: number; qty: number }>();
  for (const row of rows.filter((each) => !isLeftOut(template, each))) {
    const draft = draftOf(template, row, defaultLength);
    const dia = Number(draft.dia.trim());
    const len = Number(draft.len.trim());
    const key = `${dia}/${len}`;
    const group = logs.get(key) ?? { dia, len, qty: 0 };
    logs.set(key, { ...group, qty: group.qty + Number(draft.qty.trim()) });
  }
  return [...logs.values()]
    .sort((a, b) => a.dia - b.dia || a.len - b.len)
    .map((group) => ({
      key: newRowKey(),
      dia: String(group.dia),
      len: String(group.len),
      qty: String(group.qty),
    }));
}

/** Whether a row of the tab holds anything typed (an empty row is lost by nobody). */
export const hasContent = (row: DiameterDraft): boolean =>
  [row.dia, row.len, row.qty].some((value) => value.trim() !== '');

/** How the rows read go into the tab: instead of its rows, or after them. */
export type TakeMode = 'replace' | 'append';

/** The tab's rows once the rows read are taken (its empty rows dropped when appending). */
export const takeInto = (
  current: readonly DiameterDraft[],
  taken: readonly DiameterDraft[],
  mode: TakeMode,
): DiameterDraft[] => (mode === 'replace' ? [...taken] : [...current.filter(hasContent), ...taken]);

/** The length the review offers for rows without one: the tab's last row's, if it has one. */
export const lastLength = (rows: readonly DiameterDraft[]): string =>
  rows.findLast((row) => row.len.trim() !== '')?.len.trim() ?? '';

/**
 * A row's crop shown at most `box` pixels wide and high: the flat page as a CSS background, scaled
 * so the crop fills the box (sizes in mm, so the page image's own pixels per mm do not matter).
 */
export function cropStyle(
  crop: HandwritingRow['crop'],
  page: HandwritingReading['page'],
  box: { width: number; height: number },
): { width: number; height: number; backgroundSize: string; backgroundPosition: string } | null {
  if (crop.w <= 0 || crop.h <= 0) {
    return null;
  }
  const scale = Math.min(box.width / crop.w, box.height / crop.h);
  const px = (mm: number) => `${Math.round(mm * scale * 10) / 10}px`;
  return {
    width: Math.round(crop.w * scale),
    height: Math.round(crop.h * scale),
    backgroundSize: `${px(page.w)} ${px(page.h)}`,
    backgroundPosition: `${px(-crop.x)} ${px(-crop.y)}`,
  };
}
