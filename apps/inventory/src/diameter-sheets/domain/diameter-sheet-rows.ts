import { type StandardDefinition } from '@timber/volume';
import { measuredOrNone } from '../../measuring';

/** §3 a diameter sheet kind: 1 checked (re-measured), 2 purchase (the seller's). */
export const DIAMETER_SHEET_KIND = { CHECKED: 1, PURCHASE: 2 } as const;
export type DiameterSheetKind = (typeof DIAMETER_SHEET_KIND)[keyof typeof DIAMETER_SHEET_KIND];

export interface ValuedRow {
  diameter: number;
  length: number;
  qty: number;
  volumeE4: number;
}

/**
 * The rows valued under the stock-in sheet's standard: each row's logs at the volume the
 * standard gives one log of that diameter and length (0 where it cannot measure it), and the
 * sheet's totals.
 */
export function valueRows(
  standard: string | StandardDefinition,
  rows: readonly { dia: number; len: number; qty: number }[],
): { rows: ValuedRow[]; quantity: number; volumeE4: number } {
  const valued = rows.map((row) => {
    const one = measuredOrNone(standard, { minDiameter: row.dia, maxDiameter: row.dia, length: row.len });
    return { diameter: row.dia, length: row.len, qty: row.qty, volumeE4: (one?.volumeE4 ?? 0) * row.qty };
  });
  return {
    rows: valued,
    quantity: valued.reduce((sum, row) => sum + row.qty, 0),
    volumeE4: valued.reduce((sum, row) => sum + row.volumeE4, 0),
  };
}
