import { type EventPayload } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { sheetCopyOf } from './sheet-copy';

const base: EventPayload<'inventory.stock-in.confirmed'> = {
  sheetId: '00000000-0000-4000-8000-000000000001',
  spu: 'IN20261120-0001',
  standard: 'ch',
  woodKindId: '00000000-0000-4000-8000-000000000002',
  locationId: '00000000-0000-4000-8000-000000000003',
  customerId: '00000000-0000-4000-8000-000000000004',
  quantity: 3,
  volumeE4: 5000,
  manual: false,
};
const event = { eventId: '00000000-0000-4000-8000-000000000005', occurredAt: '2026-11-20T08:00:00.000Z' };
const logs = {
  woodCode: ['1', '2', '3'],
  minDiameterCm: [20, 30, 90],
  maxDiameterCm: [21, 31, 91],
  lengthM: [6.1, 4.1, 4.1],
  diameterClass: [20, 30, null],
  lengthClassM: [6, 4, null],
  volumeE4: [2000, 3000, null],
  manual: [false, true, false],
  picUrl: null,
};

describe('a sheet confirmation as orders keeps it', () => {
  it('takes the names, day and first logs of a version-2 event, and how many logs the sheet has', () => {
    const copy = sheetCopyOf(
      2,
      {
        ...base,
        customerName: 'Buyer',
        woodKindName: 'Larch',
        locationName: 'Yard A',
        transportNum: 'MGL1',
        sheetDate: '2026-11-19',
        logs,
        logCount: 2_003,
      },
      event,
    );
    expect(copy.sheet).toMatchObject({
      kind: 2,
      customerName: 'Buyer',
      woodKindName: 'Larch',
      sheetDate: '2026-11-19',
      logCount: 2_003,
      confirmedAt: new Date(event.occurredAt),
      eventId: event.eventId,
    });
    expect(copy.logs?.woodCode).toEqual(['1', '2', '3']);
    // without logCount (the events written before it), the logs the event carries
    expect(sheetCopyOf(1, { ...base, logs }, event).sheet.logCount).toBe(3);
  });

  it('keeps a version-1 event with its totals: no names, day nor logs', () => {
    const { sheet, logs: none } = sheetCopyOf(1, base, event);
    expect(sheet).toMatchObject({
      customerName: '',
      woodKindName: '',
      sheetDate: null,
      quantity: 3,
      volumeE4: 5000,
      logCount: 0,
    });
    expect(none).toBeNull();
  });

  it('refuses log columns of different lengths', () => {
    expect(() => sheetCopyOf(1, { ...base, logs: { ...logs, minDiameterCm: [20, 21] } }, event)).toThrow(
      /differ in length/,
    );
  });
});
