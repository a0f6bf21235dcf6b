import { type RowOf } from '../../../api/row-of';
import {
  type StockDetailImageListApiResponse,
  type StockDiameterCategoryApiResponse,
  type StockWoodPieceListApiResponse,
} from '../sheets.api';

/** The diameter category of a stock row: a sheet's answer plus the row itself. */
export type StockCategory = StockDiameterCategoryApiResponse['data'];
/** §3 Wood piece. */
export type WoodPiece = RowOf<StockWoodPieceListApiResponse>;
export type WoodPiecePage = StockWoodPieceListApiResponse['data'];
export type DetailImage = RowOf<StockDetailImageListApiResponse>;
export type DetailImages = StockDetailImageListApiResponse['data'];

/** Look-ups fetch everything at once (spec §7, §9: page 1, pageSize 10000). */
export const LOOKUP_BODY = { body: { page: 1, pageSize: 10_000 } } as const;
