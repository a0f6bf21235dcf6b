import { type StandardDefinition } from '@timber/volume';
import { randomUUID } from 'node:crypto';
import { measureUnder } from '../measuring';
import { DATA_SOURCE, SHEET_KIND, SHEET_STATUS, type SheetKind } from './domain/sheet-rules';
import { type NewLog, type NewSheet } from './sheet.repository';

export interface SheetDraft {
  kind: SheetKind;
  sheetType: 1 | 2;
  date: string;
  /** the code stored on the sheet, and what it resolved to */
  standardCode: string;
  standard: string | StandardDefinition;
  locationId: string;
  woodKindId: string;
  customerId: string | null;
  transportNum: string;
  purchaseVolumeE4: number | null;
  /** rows entered by hand or imported: `qty` identical logs each; a row counted on a count image names it */
  rows: readonly { dia: number; len: number; qty: number; imgId?: number | undefined }[];
  /** the count order the sheet was made from (stock-in only) */
  countOrder?: { id: number; orderNo: string } | undefined;
}

/** The picture reference of a log counted on a count image (counting's `/count/img/photo/{imgId}`). */
export const countImageRef = (imgId: number): string => `count-image:${imgId}`;

/**
 * A new pending sheet and its logs, every log measured by the volume library under the sheet's
 * standard and kept with its provenance: manual entry, or for a row counted on a count image an
 * image count with that image as its picture. Throws STANDARD.CANNOT_MEASURE for a
 * row the standard cannot measure.
 */
export function buildSheet(
  draft: SheetDraft,
  ids: { id: string; spu: string; tenantId: string; userId: string; username: string },
): { sheet: NewSheet; logs: NewLog[] } {
  const logs: NewLog[] = [];
  let volumeE4 = 0;
  let diameterSumE1 = 0;
  for (const [index, row] of draft.rows.entries()) {
    const measured = measureUnder(draft.standard, {
      minDiameter: row.dia,
      maxDiameter: row.dia,
      length: row.len,
    });
    const e4 = Math.round(measured.volume * 10_000);
    volumeE4 += e4 * row.qty;
    diameterSumE1 += measured.diameterClass * 10 * row.qty;
    for (let n = 0; n < row.qty; n++) {
      logs.push({
        id: randomUUID(),
        tenant_id: ids.tenantId,
        sheet_id: ids.id,
        origin_sheet_id: ids.id,
        wood_code: `${index + 1}-${n + 1}`,
        min_diameter: row.dia,
        max_diameter: row.dia,
        length_m: row.len,
        diameter_class: measured.diameterClass,
        length_class: measured.lengthClass,
        volume_e4: e4,
        ...(row.imgId === undefined
          ? { manual: true, data_source: DATA_SOURCE.MANUAL }
          : { manual: false, data_source: DATA_SOURCE.IMAGE, pic_url: countImageRef(row.imgId) }),
      });
    }
  }
  return {
    sheet: {
      id: ids.id,
      tenant_id: ids.tenantId,
      kind: draft.kind,
      spu: ids.spu,
      sheet_type: draft.kind === SHEET_KIND.IN ? draft.sheetType : 1,
      status: SHEET_STATUS.NEW,
      standard: draft.standardCode,
      sheet_date: draft.date,
      location_id: draft.locationId,
      wood_kind_id: draft.woodKindId,
      customer_id: draft.customerId,
      transport_num: draft.transportNum,
      quantity: logs.length,
      volume_e4: volumeE4,
      purchase_volume_e4: draft.purchaseVolumeE4,
      diameter_sum_e1: diameterSumE1,
      created_by: ids.userId,
      creator_name: ids.username,
      count_order_id: draft.countOrder?.id ?? null,
      count_order_no: draft.countOrder?.orderNo ?? null,
    },
    logs,
  };
}

/**
 * New logs entered by hand on a pending sheet (§2 diameter edit): each measured by the volume
 * library under the sheet's standard and kept as a manual entry, with the picture of the
 * abnormal log it replaces, if any. Wood codes go on from `firstNumber` (M-12, M-13, ...).
 * Throws STANDARD.CANNOT_MEASURE for a reading the standard cannot measure.
 */
export function buildManualLogs(
  standard: string | StandardDefinition,
  readings: readonly { minDia: number; maxDia: number; length: number; picUrl: string }[],
  ids: { sheetId: string; tenantId: string; firstNumber: number },
): NewLog[] {
  return readings.map((reading, index) => {
    const measured = measureUnder(standard, {
      minDiameter: reading.minDia,
      maxDiameter: reading.maxDia,
      length: reading.length,
    });
    return {
      id: randomUUID(),
      tenant_id: ids.tenantId,
      sheet_id: ids.sheetId,
      origin_sheet_id: ids.sheetId,
      wood_code: `M-${ids.firstNumber + index}`,
      min_diameter: reading.minDia,
      max_diameter: reading.maxDia,
      length_m: reading.length,
      diameter_class: measured.diameterClass,
      length_class: measured.lengthClass,
      volume_e4: Math.round(measured.volume * 10_000),
      manual: true,
      data_source: DATA_SOURCE.MANUAL,
      pic_url: reading.picUrl,
    };
  });
}
