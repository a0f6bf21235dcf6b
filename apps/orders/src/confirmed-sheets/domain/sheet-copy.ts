import { confirmedLogsOf, type ConfirmedLogColumns, type EventPayload } from '@timber/contracts';

/** 1 a stock-in sheet (settled by inbound orders), 2 a stock-out sheet (outbound orders). */
export type SheetKind = 1 | 2;

/** What orders keeps of a confirmed sheet (a row of orders.sheets); what its logs sum to is summed as they arrive. */
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
  /** the logs the sheet has: its confirmation's and those of the events that follow it */
  logCount: number;
  confirmedAt: Date;
  eventId: string;
}

/**
 * A sheet confirmation as orders keeps it: the sheet and, from an event of version 2, its first
 * logs (a long sheet's others follow in `inventory.sheet-logs.confirmed`). An event of version 1
 * carries no names, day nor logs: the sheet is kept with its totals (its logs count as unmeasured).
 */
export function sheetCopyOf(
  kind: SheetKind,
  payload: EventPayload<'inventory.stock-in.confirmed'>,
  event: { eventId: string; occurredAt: string },
): { sheet: SheetCopy; logs: ConfirmedLogColumns | null } {
  const logs = confirmedLogsOf(payload);
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
      logCount: payload.logCount ?? logs?.woodCode.length ?? 0,
      confirmedAt: new Date(event.occurredAt),
      eventId: event.eventId,
    },
    logs,
  };
}
