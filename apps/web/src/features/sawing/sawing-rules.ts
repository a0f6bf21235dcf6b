import { SAWING_MAX_BOARD_MM, SAWING_STATE } from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { boardVolumeE4, MAX_BOARD_LENGTH_M } from '@timber/volume';
import { type IntlShape } from 'react-intl';
import { type RowOf } from '../../api/row-of';
import { type FormRules } from '../../shared/form/use-form';
import { type FieldError, required, type Rule } from '../../shared/form/validators';
import {
  type BenchListApiResponse,
  type ManualBenchListApiResponse,
  type ProcessingPriceSaveApiArg,
  type ProcessingPriceSummaryApiResponse,
  type SawingOrderListApiResponse,
  type SawingOrderSaveApiArg,
  type SawingRankingSummaryApiResponse,
  type SawingSpecListApiResponse,
  type SawingStockLogListApiResponse,
} from './sawing.api';

// The sawing screens' rules (spec §4 Sawing order state, §5 Sawing order dialog, manual entry and
// price entry), free of React so they are tested on their own.

export type Bench = RowOf<BenchListApiResponse>;
export type SawingOrder = RowOf<SawingOrderListApiResponse>;
export type MergedOrder = SawingOrder['mergeOrders'][number];
export type SavedSpec = RowOf<SawingSpecListApiResponse>;
export type ManualBenchRecord = RowOf<ManualBenchListApiResponse>;
export type ProcessingPrice = ProcessingPriceSummaryApiResponse['data'];
/** §3 Log in an order (and a log in stock): wood kind, length, diameter, volume, with its stock key. */
export type SawingLog = RowOf<SawingStockLogListApiResponse>;
export type BenchRank = SawingRankingSummaryApiResponse['data']['ranking'][number];
export type SpecsArr = SawingOrderSaveApiArg['body']['specsArr'];

/** §4 state labels: 0 open, 1 closed, 2 merged, 3 deleted. */
export const STATE_LABELS: Readonly<Record<number, WebMessageId>> = {
  [SAWING_STATE.OPEN]: 'sawing.state.0',
  [SAWING_STATE.CLOSED]: 'sawing.state.1',
  [SAWING_STATE.MERGED]: 'sawing.state.2',
  [SAWING_STATE.DELETED]: 'sawing.state.3',
};

/** §3 Wood grade on the desktop: 1 common, 2 semi-fine, 3 premium. */
export const GRADE_LABELS: Readonly<Record<number, WebMessageId>> = {
  1: 'sawing.grade.1',
  2: 'sawing.grade.2',
  3: 'sawing.grade.3',
};

export interface OrderActions {
  edit: boolean;
  close: boolean;
  /** §7 rtd: a closed order reopened (its outturn out of the statistics until closed again) */
  reopen: boolean;
  takeLogs: boolean;
  delete: boolean;
  restore: boolean;
  /** §4 only open orders are ticked for a merge */
  merge: boolean;
}

/**
 * What a row of the order list offers (§4): a deleted order only its restore (and its logs); an
 * open one its edit, close, logs entered, delete and the merge; a closed one its reopen (§7 rtd)
 * and delete. A merged order is restored (split) from the row it was merged into.
 */
export function orderActions(state: number): OrderActions {
  const open = state === SAWING_STATE.OPEN;
  return {
    edit: open,
    close: open,
    reopen: state === SAWING_STATE.CLOSED,
    takeLogs: open,
    delete: open || state === SAWING_STATE.CLOSED,
    restore: state === SAWING_STATE.DELETED,
    merge: open,
  };
}

/**
 * Why the ticked orders cannot merge, or null when they can (§4, §7): two or more, all open, all
 * of one machine.
 */
export function mergeProblem(
  selected: readonly Pick<SawingOrder, 'state' | 'machineNum'>[],
): WebMessageId | null {
  if (selected.length < 2) {
    return 'sawing.merge.selectTwo';
  }
  if (selected.some((order) => order.state !== SAWING_STATE.OPEN)) {
    return 'sawing.merge.openOnly';
  }
  return new Set(selected.map((order) => order.machineNum)).size > 1 ? 'sawing.merge.oneMachine' : null;
}

// ---- specifications (§5 Sawing order dialog) --------------------------------------------------

/** Input widths: length like 15.00, sizes in mm, piece count and last-log class 4 characters (§9). */
export const SPEC_INPUT_MAX = { L: 6, W: 4, H: 4, B: 4, lastBlocks: 4 } as const;
export type SpecField = keyof typeof SPEC_INPUT_MAX;

/** One specification as typed: L m, W width and H thickness in mm, B pieces, the last-log class. */
export interface SpecDraft {
  key: number;
  /** a saved specification's id (deleted through a call) */
  id?: string;
  L: string;
  W: string;
  H: string;
  B: string;
  lastBlocks: string;
  woodGrade: 1 | 2 | 3;
}

let nextKey = 1;
export const emptySpec = (): SpecDraft => ({
  key: nextKey++,
  L: '',
  W: '',
  H: '',
  B: '',
  lastBlocks: '',
  woodGrade: 1,
});

const grade = (value: number): 1 | 2 | 3 => (value === 2 || value === 3 ? value : 1);

/** The saved specifications of an order as the dialog edits them. */
export const specsFromSaved = (specs: readonly SavedSpec[]): SpecDraft[] =>
  specs.map((spec) => ({
    key: nextKey++,
    id: spec.id,
    L: String(spec.woodLength),
    W: String(spec.width),
    H: String(spec.thickness),
    B: String(spec.woodBlocks),
    lastBlocks: String(spec.lastBlocks),
    woodGrade: grade(spec.woodGrade),
  }));

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The first problem of one specification (n is 1-based, as §5 names it): a letter or a minus sign
 * typed, then a missing size or piece count ('spec N parameters incomplete'), a length over 15 m,
 * a size of zero (or a board over 1000 mm); null when it passes.
 */
export function specProblem(spec: SpecDraft, n: number): FieldError | null {
  const L = spec.L.trim();
  const typed: [string, RegExp][] = [
    [L, DECIMAL],
    [spec.W.trim(), WHOLE],
    [spec.H.trim(), WHOLE],
    [spec.B.trim(), WHOLE],
    [spec.lastBlocks.trim(), WHOLE],
  ];
  if (typed.some(([text, pattern]) => text !== '' && !pattern.test(text))) {
    return { id: 'sawing.spec.numbersOnly', values: { n } };
  }
  if (!L || !spec.W.trim() || !spec.H.trim() || !spec.B.trim()) {
    return { id: 'sawing.spec.incomplete', values: { n } };
  }
  if (Number(L) > MAX_BOARD_LENGTH_M) {
    return { id: 'sawing.spec.tooLong', values: { n } };
  }
  const [width, thickness] = [Number(spec.W), Number(spec.H)];
  if (Math.round(Number(L) * 100) <= 0 || width <= 0 || thickness <= 0) {
    return { id: 'sawing.spec.zeroSize', values: { n } };
  }
  if (width > SAWING_MAX_BOARD_MM || thickness > SAWING_MAX_BOARD_MM) {
    return { id: 'sawing.spec.tooWide', values: { n, max: SAWING_MAX_BOARD_MM } };
  }
  return null;
}

/** The problems of the specifications by their key; empty when all pass. */
export function specProblems(specs: readonly SpecDraft[]): Record<number, FieldError> {
  const problems: Record<number, FieldError> = {};
  specs.forEach((spec, index) => {
    const problem = specProblem(spec, index + 1);
    if (problem) {
      problems[spec.key] = problem;
    }
  });
  return problems;
}

/** The specifications as the API takes them (each has passed {@link specProblem}). */
export const toSpecsArr = (specs: readonly SpecDraft[]): SpecsArr =>
  specs.map((spec) => ({
    ...(spec.id ? { id: spec.id } : {}),
    L: Number(spec.L),
    W: Number(spec.W),
    H: Number(spec.H),
    B: Number(spec.B),
    lastBlocks: spec.lastBlocks.trim() ? Number(spec.lastBlocks) : 0,
    woodGrade: spec.woodGrade,
  }));

/** The boards of the specifications that pass, in m3 (libs/volume), for the dialog's system volume. */
export function specsVolume(specs: readonly SpecDraft[]): number {
  const valid = specs.filter((spec, index) => specProblem(spec, index + 1) === null);
  const e4 = boardVolumeE4(
    valid.map((spec) => ({
      lengthM: Math.round(Number(spec.L) * 100) / 100,
      widthMm: Number(spec.W),
      thicknessMm: Number(spec.H),
      pieces: Number(spec.B),
    })),
  );
  return e4 / 10_000;
}

// ---- volumes and prices (§5 manual entry, price entry) ---------------------------------------

const decimalsPattern = (decimals: number) => new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
const VOLUME = decimalsPattern(3);
const PRICE = decimalsPattern(2);

/** A volume as typed: m3 with at most 3 decimals (§5); null when it is not one. */
export const volumeOf = (text: string): number | null =>
  VOLUME.test(text.trim()) ? Number(text.trim()) : null;
/** A price as typed: at most 2 decimals (§5); null when it is not one. */
export const priceOf = (text: string): number | null =>
  PRICE.test(text.trim()) ? Number(text.trim()) : null;

/** Volume inputs: 10 characters at most (100000.000). */
export const VOLUME_INPUT_MAX = 10;
/** §9 price input max 10 characters. */
export const PRICE_INPUT_MAX = 10;

export type ManualField = 'cuttingDate' | 'logKindId' | 'logVol' | 'woodVol';

const volumeRule: Rule = (value) =>
  value.trim() && volumeOf(value) === null ? { id: 'sawing.volumeInvalid' } : null;

/**
 * §5 Manual entry: processing date, log kind, log volume and board volume required, volumes with
 * 3 decimals at most, the logs above zero and the boards not above the logs (outturn over 100 %).
 */
export const manualBenchRules = (values: Record<ManualField, string>): FormRules<ManualField> => ({
  cuttingDate: [required()],
  logKindId: [required()],
  logVol: [required(), volumeRule, (value) => (volumeOf(value) === 0 ? { id: 'sawing.logVolZero' } : null)],
  woodVol: [
    required(),
    volumeRule,
    (value) => {
      const [logVol, woodVol] = [volumeOf(values.logVol), volumeOf(value)];
      return logVol !== null && woodVol !== null && woodVol > logVol ? { id: 'sawing.outturnOver100' } : null;
    },
  ],
});

/** One kind's line of the price form, as typed. */
export interface PriceLine {
  kindId: string;
  kindName: string;
  logVol: string;
  logUnitPrice: string;
}

export interface PriceDraft {
  processingUnitPrice: string;
  lines: PriceLine[];
}

const text = (value: number | null): string => (value === null ? '' : String(value));

export const priceDraftOf = (price: ProcessingPrice): PriceDraft => ({
  processingUnitPrice: text(price.processingUnitPrice),
  lines: price.logProcessing.map((line) => ({
    kindId: line.kindId,
    kindName: line.kindName,
    logVol: text(line.logVol),
    logUnitPrice: text(line.logUnitPrice),
  })),
});

/**
 * §5 Price entry: prices with 2 decimals at most, volumes with 3; a kind with a volume and no
 * price, or the reverse, is named with what it misses. The first problem, or null.
 */
export function priceProblem(draft: PriceDraft): FieldError | null {
  if (draft.processingUnitPrice.trim() && priceOf(draft.processingUnitPrice) === null) {
    return { id: 'sawing.price.unitInvalid' };
  }
  for (const line of draft.lines) {
    const vol = line.logVol.trim();
    const price = line.logUnitPrice.trim();
    if (vol && volumeOf(vol) === null) {
      return { id: 'sawing.price.volumeInvalid', values: { kind: line.kindName } };
    }
    if (price && priceOf(price) === null) {
      return { id: 'sawing.price.priceInvalid', values: { kind: line.kindName } };
    }
    if (vol && !price) {
      return { id: 'sawing.price.missingPrice', values: { kind: line.kindName } };
    }
    if (price && !vol) {
      return { id: 'sawing.price.missingVolume', values: { kind: line.kindName } };
    }
  }
  return null;
}

/** The save's body of a day's prices (each line has passed {@link priceProblem}). */
export function priceBody(processingDate: string, draft: PriceDraft): ProcessingPriceSaveApiArg['body'] {
  return {
    processingDate,
    processingUnitPrice: priceOf(draft.processingUnitPrice),
    logProcessing: draft.lines.map((line) => ({
      kindId: line.kindId,
      logVol: volumeOf(line.logVol),
      logUnitPrice: priceOf(line.logUnitPrice),
    })),
  };
}

/** An outturn in percent (2 decimals) as shown, or a dash without one (no logs). */
export const formatOutturn = (intl: IntlShape, value: number | null | undefined): string =>
  value === null || value === undefined
    ? '–'
    : `${intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
