import { type StockRow } from '@timber/contracts';
import { type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { type Reading } from '../measuring';

type Trx = Transaction<InventoryDb>;

/** A stock-in or stock-out sheet, its kind as SHEET_KIND has it (1 in, 2 out). */
export interface SheetTarget {
  type: 'sheet';
  kind: 1 | 2;
  id: string;
}

/** Whose diameter data detail: a sheet, or a stock row. */
export type DetailTarget = SheetTarget | { type: 'stock'; id: string };

/** What the detail (its workbook's summary) says of a sheet. */
export interface DetailSheet {
  id: string;
  spu: string;
  date: string;
  standard: string;
  customer: string;
  woodKind: string;
  location: string;
  transportNum: string;
  status: number;
}

export type DetailHeader = { type: 'sheet'; sheet: DetailSheet } | { type: 'stock'; stock: StockRow };

/** The logs of a sheet or the pieces in stock of a row, in their own order, with their readings. */
export interface DetailLogs {
  ids: string[];
  readings: Reading[];
}

/** A log or a piece with everything the detail shows (§3 Wood piece). */
export interface PieceDetail {
  id: string;
  woodCode: string;
  minDiameter: number | null;
  maxDiameter: number | null;
  length: number | null;
  manual: boolean;
  /** a log of a sheet flagged by its device; a piece in stock never is */
  abnormal?: boolean;
  dataSource: number;
  deviceNo: string;
  picUrl: string;
  picStatus: number;
  dummy: boolean;
}

/** A distinct picture of the logs, with how many logs it shows. */
export interface DetailImage {
  url: string;
  count: number;
}

/**
 * What the detail reads of a sheet: the sheets context provides it (sheets/sheet-detail.repository.ts),
 * so the detail, which stock uses too, never imports sheets. Every call runs in withTenant's
 * transaction.
 */
export abstract class SheetDetailSource {
  /** The sheet of this kind with its names; SHEET.NOT_FOUND when there is none. */
  abstract header(trx: Trx, kind: SheetTarget['kind'], id: string): Promise<DetailSheet>;
  /** Every log of the sheet with its readings, in the sheet's order. */
  abstract readings(trx: Trx, sheetId: string): Promise<DetailLogs>;
  /** These logs of the sheet with what the detail shows. */
  abstract pieces(trx: Trx, sheetId: string, ids: readonly string[]): Promise<Map<string, PieceDetail>>;
  /** The distinct pictures of the sheet's logs, in the sheet's order. */
  abstract images(trx: Trx, sheetId: string): Promise<DetailImage[]>;
}

/** What the detail reads of a stock row: the stock context provides it (stock/stock-detail.repository.ts). */
export abstract class StockDetailSource {
  /** The stock row with its names; undefined when there is none. */
  abstract row(trx: Trx, stockId: string): Promise<StockRow | undefined>;
  /** The standard most of the row's measured pieces came in under; null when it has none. */
  abstract majorityStandard(trx: Trx, stockId: string): Promise<string | null>;
  /** The row's pieces in stock, oldest first, with their readings (null: a dummy). */
  abstract readings(trx: Trx, stockId: string): Promise<DetailLogs>;
  /** These pieces with what the detail shows. */
  abstract pieces(trx: Trx, ids: readonly string[]): Promise<Map<string, PieceDetail>>;
  /** The distinct pictures of the row's pieces in stock, oldest first. */
  abstract images(trx: Trx, stockId: string): Promise<DetailImage[]>;
}

/**
 * Which sheets a truck's diameter table may add up (§2 truck and container data): the car-data
 * context provides it (car-data/car-data.repository.ts).
 */
export abstract class CarSheetsSource {
  /** How many of these sheets are confirmed sheets of the kind. */
  abstract countConfirmed(trx: Trx, kind: SheetTarget['kind'], ids: readonly string[]): Promise<number>;
}
