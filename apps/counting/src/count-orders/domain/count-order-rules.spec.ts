import { COUNT_ORDER_STATUS, DomainError } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import {
  assertDeletable,
  assertImageDeletable,
  assertImageRecoverable,
  assertLookable,
  assertMeasured,
  assertMediaUsable,
  assertReviewable,
  assertVerifiable,
  callerDay,
  orderNumber,
  orderStatusFromImages,
} from './count-order-rules';

/** The error key `work` throws, or 'ok'. */
const outcome = (work: () => void): string => {
  try {
    work();
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError) {
      return error.key;
    }
    throw error;
  }
};

const { QUEUED, RECOGNISING, FAILED, RECOGNISED, REVIEWED, VERIFIED } = COUNT_ORDER_STATUS;

describe('count order actions by status (§4)', () => {
  it.each([
    // status, look, delete, verify
    [QUEUED, 'COUNT.NOT_LOOKABLE', 'ok', 'COUNT.NOT_VERIFIABLE'],
    [RECOGNISING, 'COUNT.NOT_LOOKABLE', 'ok', 'COUNT.NOT_VERIFIABLE'],
    [FAILED, 'COUNT.NOT_LOOKABLE', 'ok', 'COUNT.NOT_VERIFIABLE'],
    [RECOGNISED, 'ok', 'ok', 'COUNT.NOT_VERIFIABLE'],
    [REVIEWED, 'ok', 'COUNT.NOT_DELETABLE', 'ok'],
    [VERIFIED, 'ok', 'COUNT.NOT_DELETABLE', 'COUNT.NOT_VERIFIABLE'],
  ])('status %i: look %s, delete %s, verify %s', (status, look, remove, verify) => {
    expect(outcome(() => assertLookable(status))).toBe(look);
    expect(outcome(() => assertDeletable(status))).toBe(remove);
    expect(outcome(() => assertVerifiable(status))).toBe(verify);
  });
});

describe('reviewing and confirming an image', () => {
  it.each([
    // order status, image status, image state, outcome
    [RECOGNISED, 10, 4, 'ok'],
    [RECOGNISED, 12, 4, 'ok'],
    [REVIEWED, 12, 4, 'ok'],
    [RECOGNISING, 10, 4, 'ok'],
    [FAILED, 10, 4, 'ok'],
    [RECOGNISED, 10, 0, 'COUNT.IMAGE_NOT_REVIEWABLE'],
    [QUEUED, 0, 4, 'COUNT.IMAGE_NOT_REVIEWABLE'],
    [RECOGNISING, 5, 4, 'COUNT.IMAGE_NOT_REVIEWABLE'],
    [FAILED, 8, 4, 'COUNT.IMAGE_NOT_REVIEWABLE'],
    [VERIFIED, 12, 4, 'COUNT.NOT_EDITABLE'],
  ])('order %i, image status %i state %i: %s', (orderStatus, status, state, expected) => {
    expect(outcome(() => assertReviewable(orderStatus, { status, state }))).toBe(expected);
  });
});

describe('image card delete (4 → 0) and recover (0 → 4)', () => {
  it.each([
    [RECOGNISED, 4, 'ok', 'COUNT.IMAGE_NOT_DELETED'],
    [RECOGNISED, 0, 'COUNT.IMAGE_ALREADY_DELETED', 'ok'],
    [QUEUED, 4, 'ok', 'COUNT.IMAGE_NOT_DELETED'],
    [REVIEWED, 0, 'COUNT.IMAGE_ALREADY_DELETED', 'ok'],
    [VERIFIED, 4, 'COUNT.NOT_EDITABLE', 'COUNT.NOT_EDITABLE'],
    [VERIFIED, 0, 'COUNT.NOT_EDITABLE', 'COUNT.NOT_EDITABLE'],
  ])('order %i, state %i: delete %s, recover %s', (orderStatus, state, remove, recover) => {
    expect(outcome(() => assertImageDeletable(orderStatus, state))).toBe(remove);
    expect(outcome(() => assertImageRecoverable(orderStatus, state))).toBe(recover);
  });
});

describe('order status from its live images', () => {
  it.each([
    [QUEUED, [0], QUEUED],
    [QUEUED, [5], RECOGNISING],
    [RECOGNISING, [10], RECOGNISED],
    [RECOGNISING, [10, 5], RECOGNISING],
    [RECOGNISING, [10, 0], QUEUED],
    [RECOGNISING, [8], FAILED],
    [RECOGNISING, [10, 8], FAILED],
    [RECOGNISED, [12, 10], RECOGNISED],
    [RECOGNISED, [12], REVIEWED],
    [RECOGNISED, [12, 12], REVIEWED],
    // recovering an image that is not confirmed takes a reviewed order back to recognised
    [REVIEWED, [12, 10], RECOGNISED],
    // no live image: unchanged; verified: final
    [RECOGNISED, [], RECOGNISED],
    [VERIFIED, [10], VERIFIED],
  ])('order %i with images %j → %i', (current, statuses, expected) => {
    expect(orderStatusFromImages(current, statuses)).toBe(expected);
  });
});

describe('creating an order', () => {
  it.each([
    [null, 1, 'COUNT.MEDIA_NOT_FOUND'],
    [null, 2, 'COUNT.MEDIA_NOT_FOUND'],
    ['video/mp4', 1, 'COUNT.MEDIA_NOT_IMAGE'],
    ['image/jpeg', 1, 'ok'],
    ['image/jpeg', 2, 'COUNT.MEDIA_NOT_IMAGE'],
    ['video/mp4', 2, 'ok'],
    ['video/quicktime', 2, 'ok'],
  ])('needs stored media of the order kind: %s for ossType %i → %s', (contentType, ossType, expected) => {
    const media = contentType === null ? null : { contentType };
    expect(outcome(() => assertMediaUsable(media, ossType))).toBe(expected);
  });

  it.each([
    ['2026-11-23', 1, 'CT202611230001'],
    ['2026-01-05', 42, 'CT202601050042'],
    ['2026-01-05', 9999, 'CT202601059999'],
    ['2026-01-05', 10000, 'CT2026010510000'],
  ])('numbers day %s, sequence %i as %s', (day, seq, expected) => {
    expect(orderNumber(day, seq)).toBe(expected);
  });

  it.each([
    ['2026-11-23T15:30:00Z', 8, '2026-11-23'],
    ['2026-11-23T16:30:00Z', 8, '2026-11-24'],
    ['2026-11-23T03:00:00Z', -5, '2026-11-22'],
    ['2026-11-23T03:00:00Z', 0, '2026-11-23'],
  ])('at %s, UTC%+d, the caller’s day is %s', (instant, offset, day) => {
    expect(callerDay(new Date(instant), offset)).toBe(day);
  });
});

describe('assertMeasured: verify only a count with diameters (issue 35)', () => {
  const measured = { standard: 'ch', logLengthM: 4 };
  const codeOf = (work: () => void): unknown => {
    try {
      work();
      return undefined;
    } catch (error) {
      return error instanceof DomainError ? [error.key, error.params] : error;
    }
  };

  it('passes when every live image has its reference and the order its standard and length', () => {
    expect(
      codeOf(() =>
        assertMeasured(measured, [
          { seq: 1, hasReference: true },
          { seq: 2, hasReference: true },
        ]),
      ),
    ).toBeUndefined();
  });

  it.each([
    [
      'an image without a reference',
      measured,
      [
        { seq: 1, hasReference: true },
        { seq: 2, hasReference: false },
      ],
      '2',
    ],
    [
      'two of them',
      measured,
      [
        { seq: 1, hasReference: false },
        { seq: 3, hasReference: false },
      ],
      '1, 3',
    ],
    ['no standard', { standard: null, logLengthM: 4 }, [{ seq: 1, hasReference: true }], 'none'],
    ['no log length', { standard: 'ch', logLengthM: null }, [{ seq: 1, hasReference: true }], 'none'],
    ['no live image', measured, [], 'none'],
  ])('refuses %s (402419)', (_case, order, images, named) => {
    expect(codeOf(() => assertMeasured(order, images))).toEqual(['COUNT.NOT_MEASURED', { images: named }]);
  });
});
