import { countOrderActions } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import {
  COUNT_ORDER_STATUS_TAGS,
  countOrderListRequest,
  isRecognising,
  NO_COUNT_ORDER_FILTERS,
  recognitionErrorMessage,
} from './count-order-rules';

describe('count-order list rules (spec §4 Count orders and images)', () => {
  it('asks for the applied filters, a single day counting as both ends', () => {
    const day = new Date(2026, 10, 3);
    expect(countOrderListRequest(NO_COUNT_ORDER_FILTERS, { page: 2, pageSize: 20 })).toEqual({
      body: { page: 2, pageSize: 20 },
    });
    expect(
      countOrderListRequest({ orderNo: ' CT2026 ', range: [day, null] }, { page: 1, pageSize: 10 }),
    ).toEqual({
      body: { page: 1, pageSize: 10, orderNo: 'CT2026', beginDate: '2026-11-03', endDate: '2026-11-03' },
    });
  });

  it.each([
    [1, true, { look: false, delete: true, verify: false }],
    [5, true, { look: false, delete: true, verify: false }],
    [8, false, { look: false, delete: true, verify: false }],
    [10, false, { look: true, delete: true, verify: false }],
    [12, false, { look: true, delete: false, verify: true }],
    [15, false, { look: true, delete: false, verify: false }],
  ])('status %i: recognising %s, actions %o, and a tag', (status, recognising, actions) => {
    expect(isRecognising(status)).toBe(recognising);
    expect(countOrderActions(status)).toEqual(actions);
    expect(COUNT_ORDER_STATUS_TAGS[status]).toBeDefined();
  });

  it('names the failure in the user language, unknown codes as the general one', () => {
    expect(recognitionErrorMessage('IMAGE_UNREADABLE')).toBe('counting.error.imageUnreadable');
    expect(recognitionErrorMessage('MEDIA_MISSING')).toBe('counting.error.mediaMissing');
    expect(recognitionErrorMessage('SOMETHING')).toBe('counting.error.recognitionFailed');
    expect(recognitionErrorMessage(null)).toBe('counting.error.recognitionFailed');
  });
});
