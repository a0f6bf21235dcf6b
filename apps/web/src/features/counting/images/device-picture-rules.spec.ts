import { describe, expect, it } from 'vitest';
import {
  canDeletePicture,
  canRecoverPicture,
  canReportPicture,
  deviceFiltersFromQuery,
  devicePictureRequest,
  NO_DEVICE_FILTERS,
  type DevicePicture,
} from './device-picture-rules';

const card = (cardState: number, picStatus: number): DevicePicture => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'stockIn',
  sheetId: '00000000-0000-4000-8000-000000000002',
  spu: 'IN20261120-0001',
  transportNum: 'BUS7',
  deviceNo: 'DEV-1',
  picUrl: 'https://device.example/1.jpg',
  diameter: 30,
  maxDiameter: 31,
  length: 4,
  manual: false,
  cardState,
  picStatus,
  feedbackTime: null,
  feedbackBy: null,
  feedbackComment: null,
  createTime: '2026-11-20T08:00:00Z',
});

describe('device picture cards (spec §2 Images and counts, §4 card state and picStatus)', () => {
  it('deletes a shown card only while the list is filtered by bus or sheet number; recovers a deleted one', () => {
    expect(canDeletePicture(card(4, 0), NO_DEVICE_FILTERS)).toBe(false);
    expect(canDeletePicture(card(4, 0), { ...NO_DEVICE_FILTERS, num: 'BUS7' })).toBe(true);
    expect(canDeletePicture(card(0, 0), { ...NO_DEVICE_FILTERS, num: 'BUS7' })).toBe(false);
    expect(canRecoverPicture(card(0, 0))).toBe(true);
    expect(canRecoverPicture(card(4, 0))).toBe(false);
  });

  it('reports a picture once: 5 and 10 disable the feedback', () => {
    expect([0, 5, 10].map((status) => canReportPicture(card(4, status)))).toEqual([true, false, false]);
  });

  it('asks for 20 cards a page with the filters set, the query’s number first', () => {
    const filters = deviceFiltersFromQuery(new URLSearchParams('num=%20BUS7%20&src=device'));
    expect(filters).toEqual({ ...NO_DEVICE_FILTERS, num: 'BUS7' });
    const day = new Date(2026, 10, 20);
    expect(devicePictureRequest({ ...filters, flag: 2, picStatus: 5, range: [day, null] }, 3)).toEqual({
      body: {
        page: 3,
        pageSize: 20,
        num: 'BUS7',
        flag: 2,
        picStatus: 5,
        beginDate: '2026-11-20',
        endDate: '2026-11-20',
      },
    });
    expect(devicePictureRequest(NO_DEVICE_FILTERS, 1)).toEqual({ body: { page: 1, pageSize: 20 } });
  });
});
