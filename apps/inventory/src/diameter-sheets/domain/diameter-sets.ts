import { type DiameterSets, type DiameterSetsSheet } from '@timber/contracts';
import { e4ToM3 } from '@timber/volume';
import { DIAMETER_SHEET_KIND, type DiameterSheetKind } from './diameter-sheet-rows';

/** A stock-in sheet of the report, its totals in ten-thousandths of a m3. */
export interface ReportSheet {
  id: string;
  spu: string;
  storageDate: string;
  customerName: string;
  woodKind: string;
  standard: string;
  quantity: number;
  volumeE4: number;
}

/** What a stock-in sheet's logs hold in one diameter class (null: logs its standard cannot class). */
export interface MeasuredClass {
  sheetId: string;
  diameterClass: number | null;
  quantity: number;
  volumeE4: number;
}

/** One row of a checked or purchase diameter sheet, its diameter already classed under the sheet's standard. */
export interface ClassedSheetRow {
  sheetId: string;
  kind: DiameterSheetKind;
  diameterClass: number | null;
  qty: number;
  volumeE4: number;
}

interface Sums {
  qty: number;
  volumeE4: number;
  checkQty: number;
  checkE4: number;
  purchaseQty: number;
  purchaseE4: number;
}

const zero = (): Sums => ({ qty: 0, volumeE4: 0, checkQty: 0, checkE4: 0, purchaseQty: 0, purchaseE4: 0 });

const figures = (sums: Sums) => ({
  qty: sums.qty,
  vol: e4ToM3(sums.volumeE4),
  checkQty: sums.checkQty,
  checkVol: e4ToM3(sums.checkE4),
  purchaseQty: sums.purchaseQty,
  purchaseVol: e4ToM3(sums.purchaseE4),
});

/**
 * §2 Statistics and tools, the static comparison report of diameter sets: the stock-in sheets'
 * logs as measured, their checked (re-measured) and purchase diameter sheets, summed per diameter
 * class over every sheet; volumes summed in ten-thousandths and shown with 3 decimals (half-up),
 * the totals summed over the classes before they are rounded.
 */
export function compareDiameterSets(
  sheets: readonly ReportSheet[],
  measured: readonly MeasuredClass[],
  rows: readonly ClassedSheetRow[],
): DiameterSets {
  const known = new Set(sheets.map((sheet) => sheet.id));
  const byClass = new Map<number | null, Sums>();
  const sumsOf = (diameterClass: number | null): Sums => {
    let sums = byClass.get(diameterClass);
    if (!sums) {
      sums = zero();
      byClass.set(diameterClass, sums);
    }
    return sums;
  };
  const perSheet = new Map<string, { check?: [number, number]; purchase?: [number, number] }>();
  for (const line of measured) {
    if (known.has(line.sheetId)) {
      const sums = sumsOf(line.diameterClass);
      sums.qty += line.quantity;
      sums.volumeE4 += line.volumeE4;
    }
  }
  for (const row of rows) {
    if (!known.has(row.sheetId)) {
      continue;
    }
    const sums = sumsOf(row.diameterClass);
    const sheet = perSheet.get(row.sheetId) ?? {};
    const key = row.kind === DIAMETER_SHEET_KIND.CHECKED ? 'check' : 'purchase';
    const [qty, e4] = sheet[key] ?? [0, 0];
    sheet[key] = [qty + row.qty, e4 + row.volumeE4];
    perSheet.set(row.sheetId, sheet);
    if (key === 'check') {
      sums.checkQty += row.qty;
      sums.checkE4 += row.volumeE4;
    } else {
      sums.purchaseQty += row.qty;
      sums.purchaseE4 += row.volumeE4;
    }
  }
  const classes = [...byClass.keys()].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  const totals = zero();
  for (const sums of byClass.values()) {
    for (const key of Object.keys(totals) as (keyof Sums)[]) {
      totals[key] += sums[key];
    }
  }
  const reportSheets: DiameterSetsSheet[] = sheets.map((sheet) => {
    const sets = perSheet.get(sheet.id);
    return {
      id: sheet.id,
      spu: sheet.spu,
      storageDate: sheet.storageDate,
      customerName: sheet.customerName,
      woodKind: sheet.woodKind,
      standard: sheet.standard,
      quantity: sheet.quantity,
      volume: e4ToM3(sheet.volumeE4),
      checkQty: sets?.check ? sets.check[0] : null,
      checkVol: sets?.check ? e4ToM3(sets.check[1]) : null,
      purchaseQty: sets?.purchase ? sets.purchase[0] : null,
      purchaseVol: sets?.purchase ? e4ToM3(sets.purchase[1]) : null,
    };
  });
  return {
    sheets: reportSheets,
    rows: classes.map((dia) => ({ dia, ...figures(byClass.get(dia) ?? zero()) })),
    totals: figures(totals),
    checkedSheets: reportSheets.filter((sheet) => sheet.checkQty !== null).length,
    purchaseSheets: reportSheets.filter((sheet) => sheet.purchaseQty !== null).length,
  };
}
