import { confirmedLogsOf, type ConfirmedLogColumns, type EventPayload } from '@timber/contracts';
import { lengthList } from '../../shared/figures';

/** 1 a stock-in sheet (settled by inbound orders), 2 a stock-out sheet (outbound orders). */
export type SheetKind = 1 | 2;

/** What orders keeps of a confirmed sheet (a row of orders.sheets). */
export interface SheetCopy {
  id: string;
  kind: SheetKind;
  spu: string;
  standard: string;
  customerId: string;
  customerName: string;
  woodKindId: string;
  woodKindName: string;
  locationId: string;
  locationName: string;
  transportNum: string;
  sheetDate: string | null;
  quantity: number;
  volumeE4: number;
  measuredLogs: number;
  diameterClassSum: number;
  lengthClasses: string;
  confirmedAt: Date;
  eventId: string;
}

/**
 * A sheet confirmation as orders keeps it: the sheet and, from an event of version 2, its logs
 * with the mean diameter and length classes summed from them. An event of version 1 carries no
 * names, day nor logs: the sheet is kept with its totals (its logs count as unmeasured).
 */
export function sheetCopyOf(
  kind: SheetKind,
  payload: EventPayload<'inventory.stock-in.confirmed'>,
  event: { eventId: string; occurredAt: string },
): { sheet: SheetCopy; logs: ConfirmedLogColumns | null } {
  const logs = confirmedLogsOf(payload);
  let measuredLogs = 0;
  let diameterClassSum = 0;
  const lengths: number[] = [];
  if (logs) {
    logs.diameterClass.forEach((diameterClass, i) => {
      const lengthClass = logs.lengthClassM[i];
      if (diameterClass !== null && lengthClass !== null && lengthClass !== undefined) {
        measuredLogs += 1;
        diameterClassSum += diameterClass;
        lengths.push(lengthClass);
      }
    });
  }
  return {
    sheet: {
      id: payload.sheetId,
      kind,
      spu: payload.spu,
      standard: payload.standard,
      customerId: payload.customerId,
      customerName: payload.customerName ?? '',
      woodKindId: payload.woodKindId,
      woodKindName: payload.woodKindName ?? '',
      locationId: payload.locationId,
      locationName: payload.locationName ?? '',
      transportNum: payload.transportNum ?? '',
      sheetDate: payload.sheetDate ?? null,
      quantity: payload.quantity,
      volumeE4: payload.volumeE4,
      measuredLogs,
      diameterClassSum,
      lengthClasses: lengthList(lengths),
      confirmedAt: new Date(event.occurredAt),
      eventId: event.eventId,
    },
    logs,
  };
}
