import { describe, expect, it } from 'vitest';
import {
  canDeleteImage,
  canRecoverImage,
  feedbackOf,
  filtersFromQuery,
  hasMoreImages,
  type ImageCard,
  imageListRequest,
  imageStatusTag,
} from './image-list-rules';

const card = (state: number, status = 10): ImageCard => ({
  id: 1,
  ossUrl: 'origin/x.jpg',
  ossType: 1,
  status,
  state,
  detailId: 1,
  video: false,
  orderNo: 'CT202611230001',
  dia: false,
  qty: 3,
  progress: 100,
  errorCode: null,
  createTime: '2026-11-23T10:00:00Z',
  picStatus: 0,
  feedbackTime: null,
  feedbackBy: null,
  feedbackComment: null,
});

describe('image list rules (spec §2 Images and counts, §4)', () => {
  it('reads the query, ignoring values it does not know', () => {
    expect(filtersFromQuery(new URLSearchParams('status=10'))).toEqual({
      num: '',
      status: 10,
      type: null,
      range: null,
    });
    expect(filtersFromQuery(new URLSearchParams('num=CT1&status=7&type=2'))).toEqual({
      num: 'CT1',
      status: null,
      type: 2,
      range: null,
    });
  });

  it('asks for 20 cards a page with the applied filters', () => {
    const day = new Date(2026, 0, 9);
    expect(imageListRequest({ num: '', status: 5, type: null, range: [day, null] }, 3)).toEqual({
      body: { page: 3, pageSize: 20, status: 5, beginDate: '2026-01-09', endDate: '2026-01-09' },
    });
    expect(imageListRequest({ num: ' CT1 ', status: null, type: 1, range: null }, 1)).toEqual({
      body: { page: 1, pageSize: 20, num: 'CT1', type: 1 },
    });
  });

  it('deletes a normal card only when filtered by order number; recovers a deleted one', () => {
    const filtered = { num: 'CT1', status: null, type: null, range: null };
    const unfiltered = { ...filtered, num: '' };
    expect(canDeleteImage(card(4), filtered)).toBe(true);
    expect(canDeleteImage(card(4), unfiltered)).toBe(false);
    expect(canDeleteImage(card(0), filtered)).toBe(false);
    expect(canRecoverImage(card(0))).toBe(true);
    expect(canRecoverImage(card(4))).toBe(false);
  });

  it.each([
    [0, 'counting.status.recognising'],
    [5, 'counting.status.recognising'],
    [8, 'counting.status.failed'],
    [10, 'counting.images.processed'],
    [12, 'counting.images.confirmed'],
  ])('status %i reads %s', (status, label) => {
    expect(imageStatusTag(status).label).toBe(label);
  });

  it('scrolls on while cards remain', () => {
    expect(hasMoreImages(1, 20)).toBe(false);
    expect(hasMoreImages(1, 21)).toBe(true);
    expect(hasMoreImages(2, 40)).toBe(false);
  });

  it('offers feedback once, on an image with a result or a failure (§3 picStatus, §4)', () => {
    const cases: [number, number, boolean, string | null][] = [
      [0, 0, false, null],
      [0, 5, false, null],
      [0, 8, true, null],
      [0, 10, true, null],
      [0, 12, true, null],
      [5, 10, false, 'counting.feedback.sent'],
      [10, 12, false, 'counting.feedback.done'],
    ];
    for (const [picStatus, status, canSend, tag] of cases) {
      const state = feedbackOf({ picStatus, status });
      expect([state.canSend, state.tag?.label ?? null], `picStatus ${picStatus}, status ${status}`).toEqual([
        canSend,
        tag,
      ]);
    }
  });
});
