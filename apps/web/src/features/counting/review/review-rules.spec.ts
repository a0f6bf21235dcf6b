import { describe, expect, it } from 'vitest';
import { countImage } from './count-image.fixture';
import {
  diameterClasses,
  draftChanged,
  hasResult,
  imageChanged,
  liveImages,
  meanDiameter,
  orderStatusLabel,
  reviewId,
  saveBody,
  savedDraft,
  sheetPrefill,
  validLogLength,
} from './review-rules';

describe('count review rules', () => {
  it.each([
    ['12', 12],
    [' 3 ', 3],
    ['', null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    ['99999999999999999', null],
  ])('reads idx %j as %j', (idx, expected) => {
    expect(reviewId(new URLSearchParams({ idx }))).toBe(expected);
  });

  it('has no id without idx', () => {
    expect(reviewId(new URLSearchParams())).toBeNull();
  });

  it.each([
    [0.5, true],
    [4, true],
    [15, true],
    [3.75, true],
    [0.49, false],
    [15.01, false],
    [4.125, false],
    [null, false],
    [Number.NaN, false],
  ])('takes a log length of %s m: %s', (value, valid) => {
    expect(validLogLength(value)).toBe(valid);
  });

  it('labels the statuses, an unknown one by its number', () => {
    expect(orderStatusLabel(15)).toEqual({ id: 'counting.review.status.15' });
    expect(orderStatusLabel(3)).toEqual({ id: 'counting.review.status.other', values: { status: 3 } });
  });

  it('shows the live images in their order, and an editor only for recognised ones', () => {
    const images = liveImages({
      images: [
        countImage({ imgId: 2, seq: 2 }),
        countImage({ imgId: 1, seq: 1 }),
        countImage({ imgId: 3, seq: 3, state: 0 }),
      ],
    });
    expect(images.map((one) => one.imgId)).toEqual([1, 2]);
    expect(hasResult(countImage())).toBe(true);
    expect(hasResult(countImage({ status: 12 }))).toBe(true);
    expect(hasResult(countImage({ status: 5 }))).toBe(false);
    expect(hasResult(countImage({ width: null }))).toBe(false);
  });

  it("starts from the model's circles, or the user's once saved; length and standard are the order's", () => {
    const order = { logLengthM: 4, standard: 'ch' };
    expect(savedDraft(order, countImage())).toEqual({
      imgId: 7,
      circles: [
        { x: 10, y: 10, r: 5 },
        { x: 40, y: 40, r: 6 },
      ],
      reference: null,
      logLengthM: 4,
      standard: 'ch',
    });
    const reviewed = countImage({
      coordinateManual: [{ x: 1, y: 2, r: 3 }],
      reference: { kind: 'stick', x1: 0, y1: 0, x2: 100, y2: 0, lengthCm: 100 },
    });
    expect(savedDraft(order, reviewed)).toMatchObject({
      circles: [{ x: 1, y: 2, r: 3 }],
      reference: { kind: 'stick', lengthCm: 100 },
    });
  });

  it('knows what changed', () => {
    const saved = savedDraft({ logLengthM: null, standard: null }, countImage());
    expect(draftChanged(saved, saved)).toBe(false);
    const moved = { ...saved, circles: [{ x: 11, y: 10, r: 5 }, saved.circles[1]!] };
    expect(imageChanged(moved, saved)).toBe(true);
    const longer = { ...saved, logLengthM: 4 };
    expect(imageChanged(longer, saved)).toBe(false);
    expect(draftChanged(longer, saved)).toBe(true);
    expect(draftChanged({ ...saved, standard: 'ch' }, saved)).toBe(true);
  });

  it('saves the circles with the scale settings', () => {
    const draft = {
      imgId: 7,
      circles: [{ x: 1, y: 2, r: 3 }],
      reference: { kind: 'pile' as const, x1: 10, x2: 600, lengthM: 6 },
      logLengthM: 4,
      standard: 'ch',
    };
    expect(saveBody(3, draft)).toEqual({
      id: 3,
      imgId: 7,
      coordinateManual: [{ x: 1, y: 2, r: 3 }],
      dia: { reference: draft.reference, logLengthM: 4, standard: 'ch' },
    });
  });

  it("groups the server's diameters by class; none without a reference", () => {
    expect(diameterClasses(null)).toBeNull();
    expect(meanDiameter(null)).toBeNull();
    const dia = [
      { dia: 30.4, diameterClass: 30, volume: '0.2' },
      { dia: 22.1, diameterClass: 22, volume: '0.1' },
      { dia: 31.2, diameterClass: 30, volume: '0.2' },
      { dia: 3.1, diameterClass: null, volume: null },
    ];
    expect(diameterClasses(dia)).toEqual([
      { diameterClass: 22, qty: 1 },
      { diameterClass: 30, qty: 2 },
    ]);
    expect(meanDiameter(dia)).toBe(21.7);
  });
});

describe('the stock-in sheet a count order becomes', () => {
  const log = (dia: number, diameterClass: number | null) => ({ dia, diameterClass, volume: null });
  const order = (patch: Partial<Parameters<typeof sheetPrefill>[0]> = {}) => ({
    id: 41,
    orderNo: 'CT202611230001',
    status: 12,
    logLengthM: 4,
    standard: 'ch',
    images: [
      countImage({ imgId: 70, seq: 1, dia: [log(20.3, 20), log(24.1, 24), log(19.8, 20), log(5, null)] }),
      countImage({ imgId: 71, seq: 2, dia: [log(22, 22)] }),
      countImage({ imgId: 72, seq: 3, state: 0, dia: null }),
    ],
    ...patch,
  });

  it('groups each live image by diameter class, with the photo, the length and the standard', () => {
    expect(sheetPrefill(order())).toEqual({
      countOrder: { id: 41, orderNo: 'CT202611230001' },
      standard: 'ch',
      len: 4,
      rows: [
        { dia: 20, qty: 2, imgId: 70 },
        { dia: 24, qty: 1, imgId: 70 },
        { dia: 22, qty: 1, imgId: 71 },
      ],
      logs: 4,
    });
  });

  it('takes a verified order too', () => {
    expect(sheetPrefill(order({ status: 15 }))?.logs).toBe(4);
  });

  it.each([
    ['recognised, not reviewed', { status: 10 }],
    ['no standard', { standard: null }],
    ['no log length', { logLengthM: null }],
    ['a log length no sheet takes', { logLengthM: 20 }],
    [
      'an image without diameters',
      { images: [countImage({ imgId: 70, dia: [log(20, 20)] }), countImage({ imgId: 71 })] },
    ],
    ['no classed log', { images: [countImage({ imgId: 70, dia: [log(5, null)] })] }],
    ['no live image', { images: [countImage({ state: 0, dia: [log(20, 20)] })] }],
  ])('offers nothing with %s', (_case, patch) => {
    expect(sheetPrefill(order(patch))).toBeNull();
  });
});
