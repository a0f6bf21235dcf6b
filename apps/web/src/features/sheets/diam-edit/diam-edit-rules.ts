import { type FieldError } from '../../../shared/form/validators';

/**
 * The rules of the diameter edit page (spec §2 Diameter edit, §5): its query, the rows as the
 * user changes them with plus and minus, hand entries, abnormal logs deleted or converted, and
 * the submit payload (§7). Framework-free.
 */

export type DiamEditType = 'stockIn' | 'stockOut';

/** What the list tells the page about the sheet (spec §2: the `info` comma list). */
export interface SheetInfo {
  id: string;
  spu: string;
  standard: string;
  qty: number;
  volume: number;
  /** the log length (woodSpecs); '-' when the list does not know a single one */
  length: string;
  /** the customer (trade partner), '-' when none */
  partner: string;
  /** the transport number, '-' when none */
  transportNum: string;
  woodKind: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INFO_FIELDS = 9;

/** The list each edit goes back to. */
export const listPath = (type: DiamEditType): string =>
  type === 'stockIn' ? '/stock/entry' : '/stock/deliver';

/**
 * The `info` query value: id, spu, standard, qty, volume, length, partner or -, transport number
 * or -, wood kind, comma separated. Each field is URI-encoded, so a comma inside a name survives.
 */
export function buildInfo(sheet: {
  id: string;
  spu: string;
  standardType: string;
  quantity: number;
  volume: number;
  tradePartner: string;
  transportNum: string;
  woodKind: string;
  woodSpecs?: string;
}): string {
  return [
    sheet.id,
    sheet.spu,
    sheet.standardType,
    String(sheet.quantity),
    String(sheet.volume),
    sheet.woodSpecs || '-',
    sheet.tradePartner || '-',
    sheet.transportNum || '-',
    sheet.woodKind,
  ]
    .map((field) => encodeURIComponent(field))
    .join(',');
}

/** The diameter edit of a pending sheet (spec §2 Stock-out list: edit diameters). */
export const diamEditPath = (type: DiamEditType, sheet: Parameters<typeof buildInfo>[0]): string =>
  `/stock/diamEdit?${new URLSearchParams({ type, info: buildInfo(sheet) }).toString()}`;

/** The page's query, or null when the type or the info is missing or garbled (the page then goes back). */
export function parseDiamEditQuery(params: URLSearchParams): { type: DiamEditType; info: SheetInfo } | null {
  const type = params.get('type');
  const raw = params.get('info');
  if ((type !== 'stockIn' && type !== 'stockOut') || !raw) {
    return null;
  }
  let fields: string[];
  try {
    fields = raw.split(',').map((field) => decodeURIComponent(field).trim());
  } catch {
    return null;
  }
  if (fields.length !== INFO_FIELDS) {
    return null;
  }
  const [
    id = '',
    spu = '',
    standard = '',
    qty = '',
    volume = '',
    length = '',
    partner = '',
    transport = '',
    kind = '',
  ] = fields;
  if (!UUID.test(id) || !spu || !standard || !/^\d+$/.test(qty) || !/^\d+(\.\d+)?$/.test(volume)) {
    return null;
  }
  return {
    type,
    info: {
      id,
      spu,
      standard,
      qty: Number(qty),
      volume: Number(volume),
      length: length || '-',
      partner: partner || '-',
      transportNum: transport || '-',
      woodKind: kind || '-',
    },
  };
}

/** §3 Diameter row as the server answers it. */
export interface DiameterRow {
  diameter: number;
  length: number;
  qty: number;
  ids: string[];
  minDiameter: number;
  maxDiameter: number;
}

/** §3 Abnormal wood as the server answers it. */
export interface AbnormalLog {
  id: string;
  deviceNo: string;
  picUrl: string;
  woodSpecs: number;
  diameter: number;
  minDiameter: number;
  maxDiameter: number;
  spu: string;
}

/** A new manual log of the edit (§7 newData item). */
export interface NewLog {
  length: number;
  maxDia: number;
  minDia: number;
  picUrl: string;
  /** the sheet row it copies (plus), when it is a copy */
  rowKey?: string;
}

/** The user's changes, not yet saved: logs to remove (in the order chosen) and logs to add. */
export interface EditState {
  removed: readonly string[];
  added: readonly NewLog[];
}

export const NO_CHANGES: EditState = { removed: [], added: [] };

/** One line of the page's table: a row of the sheet, or hand entries of one reading. */
export interface EditRow {
  key: string;
  /** a sheet row (its diameter class) or new manual logs (their readings) */
  source: 'sheet' | 'manual';
  diameter: number;
  /** the readings of manual logs, e.g. 29.2–31.5 */
  minDiameter: number;
  maxDiameter: number;
  length: number;
  qty: number;
  picUrl: string;
}

export const sheetRowKey = (row: Pick<DiameterRow, 'diameter' | 'length'>): string =>
  `s|${row.diameter}|${row.length}`;
const manualKey = (log: NewLog): string => `m|${log.minDia}|${log.maxDia}|${log.length}|${log.picUrl}`;

/** The table as it reads with the changes: sheet rows with their new quantity, then the hand entries. */
export function editRows(rows: readonly DiameterRow[], state: EditState): EditRow[] {
  const removed = new Set(state.removed);
  const table: EditRow[] = rows.map((row) => {
    const key = sheetRowKey(row);
    const kept = row.ids.filter((id) => !removed.has(id)).length;
    const copies = state.added.filter((log) => log.rowKey === key).length;
    return {
      key,
      source: 'sheet',
      diameter: row.diameter,
      minDiameter: row.minDiameter,
      maxDiameter: row.maxDiameter,
      length: row.length,
      qty: kept + copies,
      picUrl: '',
    };
  });
  const manual = new Map<string, EditRow>();
  for (const log of state.added) {
    if (log.rowKey !== undefined) {
      continue;
    }
    const key = manualKey(log);
    const row = manual.get(key);
    if (row) {
      row.qty++;
    } else {
      manual.set(key, {
        key,
        source: 'manual',
        diameter: log.maxDia,
        minDiameter: log.minDia,
        maxDiameter: log.maxDia,
        length: log.length,
        qty: 1,
        picUrl: log.picUrl,
      });
    }
  }
  return [...table, ...manual.values()];
}

/** The logs of the table once the changes are saved (abnormal logs still to deal with come on top). */
export const quantityAfter = (rows: readonly DiameterRow[], state: EditState): number =>
  editRows(rows, state).reduce((sum, row) => sum + row.qty, 0);

export type EditResult = { state: EditState } | { error: 'insufficient' };

/**
 * Minus (§2, §5): one log fewer in a row. A copy added by plus goes first; then a log of the
 * sheet goes into removeIds. Below zero is refused with the insufficient-quantity message.
 */
export function minus(rows: readonly DiameterRow[], state: EditState, key: string): EditResult {
  const lastIndex = (match: (log: NewLog) => boolean) => state.added.findLastIndex(match);
  const row = rows.find((candidate) => sheetRowKey(candidate) === key);
  if (row) {
    const copy = lastIndex((log) => log.rowKey === key);
    if (copy >= 0) {
      return { state: { ...state, added: state.added.filter((_, index) => index !== copy) } };
    }
    const removed = new Set(state.removed);
    const id = row.ids.findLast((candidate) => !removed.has(candidate));
    return id === undefined
      ? { error: 'insufficient' }
      : { state: { ...state, removed: [...state.removed, id] } };
  }
  const entry = lastIndex((log) => log.rowKey === undefined && manualKey(log) === key);
  return entry < 0
    ? { error: 'insufficient' }
    : { state: { ...state, added: state.added.filter((_, index) => index !== entry) } };
}

/**
 * Plus (§2): one log more in a row. A log of the row taken away by minus comes back first;
 * otherwise a copy of the row's log is added as a new manual entry.
 */
export function plus(rows: readonly DiameterRow[], state: EditState, key: string): EditState {
  const row = rows.find((candidate) => sheetRowKey(candidate) === key);
  if (row) {
    const ids = new Set(row.ids);
    const back = state.removed.findLastIndex((id) => ids.has(id));
    if (back >= 0) {
      return { ...state, removed: state.removed.filter((_, index) => index !== back) };
    }
    return {
      ...state,
      added: [
        ...state.added,
        { length: row.length, maxDia: row.maxDiameter, minDia: row.minDiameter, picUrl: '', rowKey: key },
      ],
    };
  }
  const entry = state.added.find((log) => log.rowKey === undefined && manualKey(log) === key);
  return entry ? { ...state, added: [...state.added, { ...entry }] } : state;
}

/** The manual add dialog's entry (§2: max diameter, min diameter, length). */
export const addManual = (state: EditState, log: Omit<NewLog, 'rowKey' | 'picUrl'>): EditState => ({
  ...state,
  added: [...state.added, { ...log, picUrl: '' }],
});

/** Abnormal wood: deleted (its id removed). */
export const deleteAbnormal = (state: EditState, log: AbnormalLog): EditState => ({
  ...state,
  removed: [...state.removed, log.id],
});

/** Abnormal wood: converted to a manual entry with the same readings and picture. */
export const convertAbnormal = (state: EditState, log: AbnormalLog): EditState => ({
  removed: [...state.removed, log.id],
  added: [
    ...state.added,
    { length: log.woodSpecs, maxDia: log.maxDiameter, minDia: log.minDiameter, picUrl: log.picUrl },
  ],
});

/** The abnormal logs the user has not dealt with yet. */
export const pendingAbnormal = (logs: readonly AbnormalLog[], state: EditState): AbnormalLog[] => {
  const removed = new Set(state.removed);
  return logs.filter((log) => !removed.has(log.id));
};

export const hasChanges = (state: EditState): boolean => state.removed.length > 0 || state.added.length > 0;

/** §7 Diameter edit submit: flag 1 in, 2 out; newData without the page's own keys; removeIds a comma string. */
export function modifyPayload(type: DiamEditType, id: string, state: EditState) {
  return {
    flag: type === 'stockIn' ? (1 as const) : (2 as const),
    id,
    newData: state.added.map(({ length, maxDia, minDia, picUrl }) => ({
      length,
      maxDia,
      minDia,
      ...(picUrl ? { picUrl } : {}),
    })),
    removeIds: state.removed.join(','),
  };
}

/** The manual add form as typed. */
export interface ManualDraft {
  maxDia: string;
  minDia: string;
  length: string;
}

export type ManualErrors = Partial<Record<keyof ManualDraft, FieldError>>;

export const MAX_DIAMETER_CM = 300;
export const MAX_LENGTH_M = 15;
const DIAMETER = /^\d{1,3}(\.\d)?$/;
const LENGTH = /^\d{1,2}(\.\d{1,2})?$/;

/** §5 manual add: each field required; diameters above 0 up to 300 cm (one decimal); length above 0 up to 15 m (two). */
export function validateManual(draft: ManualDraft): ManualErrors {
  const errors: ManualErrors = {};
  const diameter = (text: string): number | null => {
    const value = Number(text);
    return DIAMETER.test(text) && value > 0 && value <= MAX_DIAMETER_CM ? value : null;
  };
  for (const field of ['maxDia', 'minDia'] as const) {
    const text = draft[field].trim();
    if (!text) {
      errors[field] = { id: 'validation.required' };
    } else if (diameter(text) === null) {
      errors[field] = { id: 'diamEdit.diameterInvalid', values: { max: MAX_DIAMETER_CM } };
    }
  }
  const max = diameter(draft.maxDia.trim());
  const min = diameter(draft.minDia.trim());
  if (!errors.minDia && max !== null && min !== null && min > max) {
    errors.minDia = { id: 'diamEdit.minAboveMax' };
  }
  const length = draft.length.trim();
  const lengthValue = Number(length);
  if (!length) {
    errors.length = { id: 'validation.required' };
  } else if (!LENGTH.test(length) || lengthValue <= 0 || lengthValue > MAX_LENGTH_M) {
    errors.length = { id: 'diamEdit.lengthInvalid', values: { max: MAX_LENGTH_M } };
  }
  return errors;
}

/** The new log of a valid manual draft. */
export const manualLog = (draft: ManualDraft): Omit<NewLog, 'rowKey' | 'picUrl'> => ({
  maxDia: Number(draft.maxDia.trim()),
  minDia: Number(draft.minDia.trim()),
  length: Number(draft.length.trim()),
});

/** The distinct lengths of the rows, for the header when the list gave none. */
export const lengthsOf = (rows: readonly Pick<DiameterRow, 'length'>[]): number[] =>
  [...new Set(rows.map((row) => row.length))].sort((a, b) => a - b);
