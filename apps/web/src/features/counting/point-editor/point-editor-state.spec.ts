import { describe, expect, it } from 'vitest';
import {
  addAt,
  centreOn,
  type Circle,
  circleAt,
  clampView,
  clampZoom,
  diametersCm,
  draftOf,
  emptyDraft,
  hitTest,
  INITIAL_VIEW,
  isDrag,
  keyStep,
  layerTransform,
  maxRadius,
  meanDiameterCm,
  medianRadius,
  move,
  newRadius,
  nudge,
  panBy,
  pixelsPerCm,
  pushHistory,
  type Reference,
  referenceLine,
  referenceOf,
  removeAt,
  removeIndex,
  resize,
  sameCircles,
  sameReference,
  stepSelection,
  stepZoom,
  switchKind,
  toPhoto,
  toScreen,
  userMade,
  validReferenceLength,
  viewMiddle,
  zoomAt,
  zoomBy,
} from './point-editor-state';

const image = { width: 1000, height: 800 };
const circles: Circle[] = [
  { x: 100, y: 100, r: 20 },
  { x: 300, y: 200, r: 30 },
  { x: 500, y: 400, r: 40 },
];
/** 100 px over a 50 cm stick: 2 px per cm. */
const stick: Reference = { kind: 'stick', x1: 0, y1: 0, x2: 60, y2: 80, lengthCm: 50 };

describe('adding a circle (a tap on empty space)', () => {
  it('uses the median radius of the circles there are', () => {
    expect(addAt({ x: 700, y: 700 }, circles, image)).toEqual([...circles, { x: 700, y: 700, r: 30 }]);
    expect(addAt({ x: 700, y: 700 }, circles.slice(0, 2), image).at(-1)).toEqual({ x: 700, y: 700, r: 25 });
  });

  it('uses 3 % of the shorter side when there is no circle', () => {
    expect(addAt({ x: 10, y: 20 }, [], image)).toEqual([{ x: 10, y: 20, r: 24 }]);
    expect(newRadius([], { width: 400, height: 3000 })).toBe(12);
  });

  it('keeps coordinates to a tenth of a pixel', () => {
    expect(addAt({ x: 220.00000000000003, y: 10.26 }, [{ x: 0, y: 0, r: 12.345 }], image).at(-1)).toEqual({
      x: 220,
      y: 10.3,
      r: 12.3,
    });
    expect(move(circles, 0, { x: 1 / 3, y: 2 / 3 }, image)[0]).toEqual({ x: 0.3, y: 0.7, r: 20 });
    expect(resize(circles, 0, 20.06, image)[0]).toEqual({ x: 100, y: 100, r: 20.1 });
  });

  it('keeps the centre inside the photo and does not change the circles it was given', () => {
    const before = [...circles];
    expect(addAt({ x: -5, y: 900 }, circles, image).at(-1)).toEqual({ x: 0, y: 800, r: 30 });
    expect(circles).toEqual(before);
  });

  it.each([
    [[], null],
    [[5], 5],
    [[9, 1, 5], 5],
    [[8, 2, 4, 6], 5],
  ])('median of radii %j is %s', (radii, median) => {
    expect(medianRadius(radii.map((r) => ({ x: 0, y: 0, r })))).toBe(median);
  });
});

describe('removing a circle (a tap on it)', () => {
  it('removes the circle that contains the point', () => {
    expect(removeAt({ x: 310, y: 210 }, circles)).toEqual([circles[0], circles[2]]);
    // on the edge still counts as inside
    expect(removeAt({ x: 120, y: 100 }, circles)).toEqual([circles[1], circles[2]]);
  });

  it('picks the nearest centre when circles overlap', () => {
    const overlapping: Circle[] = [
      { x: 100, y: 100, r: 50 },
      { x: 150, y: 100, r: 50 },
    ];
    expect(removeAt({ x: 130, y: 100 }, overlapping)).toEqual([overlapping[0]]);
    expect(removeAt({ x: 120, y: 100 }, overlapping)).toEqual([overlapping[1]]);
    expect(circleAt({ x: 130, y: 100 }, overlapping)).toBe(1);
  });

  it('returns the same array when no circle contains the point', () => {
    expect(removeAt({ x: 800, y: 700 }, circles)).toBe(circles);
    expect(removeAt({ x: 121, y: 100 }, circles)).toBe(circles);
    expect(removeAt({ x: 0, y: 0 }, [])).toEqual([]);
  });
});

describe('hit testing a press', () => {
  const tolerance = 4;

  it.each([
    ['the centre', { x: 500, y: 400 }, { index: 2, part: 'inside' }],
    ['inside, away from the edge', { x: 520, y: 400 }, { index: 2, part: 'inside' }],
    ['just inside the edge', { x: 537, y: 400 }, { index: 2, part: 'rim' }],
    ['just outside the edge', { x: 543, y: 400 }, { index: 2, part: 'rim' }],
    ['the handle (15 % of r) beyond the tolerance', { x: 545, y: 400 }, { index: 2, part: 'rim' }],
    ['beyond the handle', { x: 547, y: 400 }, null],
    ['empty space', { x: 800, y: 700 }, null],
  ])('%s', (_, point, hit) => {
    expect(hitTest(point, circles, tolerance)).toEqual(hit);
  });

  it('keeps a core to move a small circle by, however wide the rim band', () => {
    const small: Circle[] = [{ x: 50, y: 50, r: 6 }];
    expect(hitTest({ x: 52, y: 50 }, small, 20)).toEqual({ index: 0, part: 'inside' });
    expect(hitTest({ x: 54, y: 50 }, small, 20)).toEqual({ index: 0, part: 'rim' });
    expect(hitTest({ x: 76, y: 50 }, small, 20)).toEqual({ index: 0, part: 'rim' });
    expect(hitTest({ x: 77, y: 50 }, small, 20)).toBeNull();
  });

  it('takes the circle with the nearest centre', () => {
    const pair: Circle[] = [
      { x: 100, y: 100, r: 30 },
      { x: 160, y: 100, r: 30 },
    ];
    expect(hitTest({ x: 128, y: 100 }, pair, 4)).toEqual({ index: 0, part: 'rim' });
    expect(hitTest({ x: 132, y: 100 }, pair, 4)).toEqual({ index: 1, part: 'rim' });
  });
});

describe('moving and resizing', () => {
  it('moves a circle and leaves the others', () => {
    const moved = move(circles, 1, { x: 350, y: 260 }, image);
    expect(moved).toEqual([circles[0], { x: 350, y: 260, r: 30 }, circles[2]]);
    expect(circles[1]).toEqual({ x: 300, y: 200, r: 30 });
  });

  it.each([
    [
      { x: -40, y: 300 },
      { x: 0, y: 300 },
    ],
    [
      { x: 1200, y: 900 },
      { x: 1000, y: 800 },
    ],
    [
      { x: 400, y: -1 },
      { x: 400, y: 0 },
    ],
  ])('keeps the centre inside the photo: %j → %j', (to, centre) => {
    expect(move(circles, 0, to, image)[0]).toEqual({ ...centre, r: 20 });
  });

  it.each([
    [35, 35],
    [2, 2],
    [1.5, 2],
    [-10, 2],
    [Number.NaN, 2],
    [399, 399],
    [401, 400],
  ])('resizes to %s → r %s (at least 2 px, at most half the shorter side)', (r, expected) => {
    expect(resize(circles, 2, r, image)[2]).toEqual({ x: 500, y: 400, r: expected });
  });

  it('returns the same array for an unknown index', () => {
    expect(move(circles, 3, { x: 1, y: 1 }, image)).toBe(circles);
    expect(resize(circles, -1, 10, image)).toBe(circles);
    expect(maxRadius(image)).toBe(400);
  });
});

describe('zoom and pan', () => {
  it.each([
    [0, 1],
    [1, 1],
    [1.04, 1],
    [1.06, 1.1],
    [2.5, 2.5],
    [4.96, 5],
    [7, 5],
    [Number.NaN, 1],
  ])('zoom %s is clamped to %s (1 to 5 in steps of 0.1)', (zoom, expected) => {
    expect(clampZoom(zoom)).toBe(expected);
  });

  it('steps by 0.1 without drifting and stops at the ends', () => {
    let zoom = 1;
    for (let i = 0; i < 7; i++) {
      zoom = stepZoom(zoom, 1);
    }
    expect(zoom).toBe(1.7);
    expect(stepZoom(1, -1)).toBe(1);
    expect(stepZoom(4.9, 1)).toBe(5);
    expect(stepZoom(5, 1)).toBe(5);
  });

  it('keeps the viewport over the photo', () => {
    expect(clampView({ zoom: 1, x0: 50, y0: -20 }, image)).toEqual({ zoom: 1, x0: 0, y0: 0 });
    // at zoom 2 the viewport shows half the photo: its corner goes from 0 to 500 × 400
    expect(clampView({ zoom: 2, x0: 900, y0: 900 }, image)).toEqual({ zoom: 2, x0: 500, y0: 400 });
    expect(clampView({ zoom: 2, x0: -1, y0: 150 }, image)).toEqual({ zoom: 2, x0: 0, y0: 150 });
  });

  it('pans with the pointer and stops at the photo edges', () => {
    const view = { zoom: 2, x0: 200, y0: 200 };
    // fit 0.5: a photo pixel is 1 screen pixel at zoom 2
    expect(panBy(view, -100, 50, 0.5, image)).toEqual({ zoom: 2, x0: 300, y0: 150 });
    expect(panBy(view, -1000, 1000, 0.5, image)).toEqual({ zoom: 2, x0: 500, y0: 0 });
    expect(panBy(INITIAL_VIEW, -100, -100, 0.5, image)).toEqual(INITIAL_VIEW);
  });

  it('zooms about an anchor that stays put on the screen', () => {
    const fit = 0.5;
    const anchor = { x: 400, y: 300 };
    const view = zoomAt(INITIAL_VIEW, 2, anchor, image);
    expect(view).toEqual({ zoom: 2, x0: 200, y0: 150 });
    expect(toScreen(anchor, view, fit)).toEqual(toScreen(anchor, INITIAL_VIEW, fit));
    expect(zoomAt(INITIAL_VIEW, 2, { x: 990, y: 10 }, image)).toEqual({ zoom: 2, x0: 495, y0: 5 });
    // zooming out, the clamp wins over the anchor: the viewport stays over the photo
    expect(zoomAt({ zoom: 2, x0: 500, y0: 0 }, 1, { x: 990, y: 10 }, image)).toEqual(INITIAL_VIEW);
    // the bottom-right corner stays the bottom-right corner
    expect(zoomAt({ zoom: 4, x0: 750, y0: 600 }, 2, { x: 1000, y: 800 }, image)).toEqual({
      zoom: 2,
      x0: 500,
      y0: 400,
    });
  });

  it('zoom buttons keep the middle of what is shown', () => {
    const view = zoomBy(INITIAL_VIEW, 10, image);
    expect(view).toEqual({ zoom: 2, x0: 250, y0: 200 });
    expect(zoomBy(view, -10, image)).toEqual(INITIAL_VIEW);
    expect(zoomBy(INITIAL_VIEW, -1, image)).toEqual(INITIAL_VIEW);
  });

  it('converts between screen and photo points', () => {
    const view = { zoom: 2.5, x0: 120, y0: 80 };
    const fit = 0.4;
    expect(toPhoto({ x: 0, y: 0 }, view, fit)).toEqual({ x: 120, y: 80 });
    expect(toPhoto({ x: 100, y: 50 }, view, fit)).toEqual({ x: 220, y: 130 });
    expect(toScreen({ x: 220, y: 130 }, view, fit)).toEqual({ x: 100, y: 50 });
    const back = toPhoto(toScreen({ x: 333.3, y: 17 }, view, fit), view, fit);
    expect(back.x).toBeCloseTo(333.3, 9);
    expect(back.y).toBeCloseTo(17, 9);
    expect(toPhoto({ x: 250, y: 200 }, INITIAL_VIEW, 0.25)).toEqual({ x: 1000, y: 800 });
  });

  it('writes the layer transform in percent of the viewport', () => {
    expect(layerTransform(INITIAL_VIEW, image)).toBe('scale(1) translate(0%, 0%)');
    expect(layerTransform({ zoom: 2, x0: 250, y0: 200 }, image)).toBe('scale(2) translate(-25%, -25%)');
  });

  it.each([
    [{ x: 3, y: 4 }, false],
    [{ x: 5, y: 0 }, false],
    [{ x: 4, y: 4 }, true],
    [{ x: -6, y: 0 }, true],
  ])('a pointer that travelled %j dragged: %s', (to, dragged) => {
    expect(isDrag({ x: 0, y: 0 }, to)).toBe(dragged);
  });
});

describe('scale and diameters', () => {
  it.each<[string, Reference, number | null]>([
    ['a stick: its length over its centimetres', stick, 2],
    ['a horizontal stick', { kind: 'stick', x1: 10, y1: 5, x2: 410, y2: 5, lengthCm: 100 }, 4],
    ['a pile: its width over its metres', { kind: 'pile', x1: 900, x2: 100, lengthM: 4 }, 2],
    ['a stick shorter than 10 cm', { ...stick, lengthCm: 9 }, null],
    ['a stick longer than 1000 cm', { ...stick, lengthCm: 1001 }, null],
    ['a pile shorter than 0.5 m', { kind: 'pile', x1: 0, x2: 800, lengthM: 0.4 }, null],
    ['a line shorter than 10 px', { ...stick, x2: 3, y2: 4 }, null],
    ['a line of 10 px', { ...stick, x2: 6, y2: 8, lengthCm: 10 }, 1],
    ['a pile with both ends at one place', { kind: 'pile', x1: 300, x2: 300, lengthM: 4 }, null],
  ])('pixels per cm of %s', (_, reference, expected) => {
    expect(pixelsPerCm(reference)).toBe(expected);
  });

  it('has no scale without a reference', () => {
    expect(pixelsPerCm(null)).toBeNull();
  });

  it('gives each circle a diameter in whole centimetres with a reference', () => {
    // 2 px per cm: diameters 40/2, 60/2, 80/2 px
    expect(diametersCm(circles, stick)).toEqual([20, 30, 40]);
    // 3 px per cm: 13.33 → 13, 20, 26.67 → 27
    expect(diametersCm(circles, { ...stick, x2: 180, y2: 240, lengthCm: 100 })).toEqual([13, 20, 27]);
    expect(diametersCm([], stick)).toEqual([]);
  });

  it('never invents centimetres without a usable reference', () => {
    expect(diametersCm(circles, null)).toBeNull();
    expect(diametersCm(circles, { ...stick, lengthCm: 5 })).toBeNull();
    expect(meanDiameterCm(circles, null)).toBeNull();
  });

  it('gives the mean of the shown diameters with one decimal', () => {
    expect(meanDiameterCm(circles, stick)).toBe(30);
    expect(meanDiameterCm(circles.slice(0, 2), { ...stick, x2: 180, y2: 240, lengthCm: 100 })).toBe(16.5);
    expect(meanDiameterCm([], stick)).toBeNull();
  });

  it.each([
    ['stick', 10, true],
    ['stick', 1000, true],
    ['stick', 9.9, false],
    ['stick', null, false],
    ['pile', 0.5, true],
    ['pile', 100, true],
    ['pile', 100.1, false],
    ['pile', Number.NaN, false],
  ] as const)('a %s of %s is valid: %s', (kind, length, valid) => {
    expect(validReferenceLength(kind, length)).toBe(valid);
  });
});

describe('the reference draft', () => {
  it('makes a reference only once it has a line and a valid length', () => {
    const line = { x1: 0, y1: 0, x2: 60, y2: 80 };
    expect(referenceOf(emptyDraft('stick'))).toBeNull();
    expect(referenceOf({ kind: 'stick', line, length: null })).toBeNull();
    expect(referenceOf({ kind: 'stick', line: null, length: 50 })).toBeNull();
    expect(referenceOf({ kind: 'stick', line, length: 5 })).toBeNull();
    expect(referenceOf({ kind: 'stick', line, length: 50 })).toEqual(stick);
    expect(referenceOf({ kind: 'pile', line: { x1: 100, y1: 300, x2: 900, y2: 300 }, length: 4 })).toEqual({
      kind: 'pile',
      x1: 100,
      x2: 900,
      lengthM: 4,
    });
  });

  it('reads a saved reference back, a pile across the middle of the photo', () => {
    expect(referenceOf(draftOf(stick, 'pile', image))).toEqual(stick);
    const pile: Reference = { kind: 'pile', x1: 100, x2: 900, lengthM: 4 };
    expect(draftOf(pile, 'stick', image)).toEqual({
      kind: 'pile',
      line: { x1: 100, y1: 400, x2: 900, y2: 400 },
      length: 4,
    });
    expect(draftOf(null, 'pile', image)).toEqual(emptyDraft('pile'));
  });

  it('draws a stick freely and a pile horizontally, inside the photo', () => {
    expect(referenceLine('stick', { x: 10, y: 20 }, { x: 300, y: 500 }, image)).toEqual({
      x1: 10,
      y1: 20,
      x2: 300,
      y2: 500,
    });
    expect(referenceLine('pile', { x: 10, y: 20 }, { x: 1300, y: 500 }, image)).toEqual({
      x1: 10,
      y1: 20,
      x2: 1000,
      y2: 20,
    });
  });

  it('keeps the line and drops the length (another unit) on a change of kind', () => {
    const draft = { kind: 'stick' as const, line: { x1: 0, y1: 10, x2: 60, y2: 80 }, length: 50 };
    expect(switchKind(draft, 'stick')).toBe(draft);
    expect(switchKind(draft, 'pile')).toEqual({
      kind: 'pile',
      line: { x1: 0, y1: 10, x2: 60, y2: 10 },
      length: null,
    });
  });

  it('compares references by value', () => {
    expect(sameReference(null, null)).toBe(true);
    expect(sameReference(stick, null)).toBe(false);
    expect(sameReference(stick, { ...stick })).toBe(true);
    expect(sameReference(stick, { ...stick, lengthCm: 51 })).toBe(false);
  });
});

describe('model and user circles, history', () => {
  it("marks the user's circles apart from the model's, duplicates counted once each", () => {
    const detected = [circles[0]!, circles[1]!, circles[1]!];
    const edited = [circles[1]!, { ...circles[0]!, x: 101 }, circles[1]!, circles[1]!];
    expect(userMade(edited, detected)).toEqual([false, true, false, true]);
    expect(userMade(detected, detected)).toEqual([false, false, false]);
  });

  it('compares circle lists by value', () => {
    expect(
      sameCircles(
        circles,
        circles.map((circle) => ({ ...circle })),
      ),
    ).toBe(true);
    expect(sameCircles(circles, circles.slice(0, 2))).toBe(false);
    expect(sameCircles(circles, [circles[0]!, circles[1]!, { ...circles[2]!, r: 41 }])).toBe(false);
  });

  it('keeps the last 100 states to undo', () => {
    let history: (readonly Circle[])[] = [];
    for (let i = 0; i < 120; i++) {
      history = pushHistory(history, [{ x: i, y: 0, r: 5 }]);
    }
    expect(history).toHaveLength(100);
    expect(history[0]).toEqual([{ x: 20, y: 0, r: 5 }]);
    expect(history.at(-1)).toEqual([{ x: 119, y: 0, r: 5 }]);
  });
});

describe('editing by keyboard (issue 41)', () => {
  it('steps half a percent of the shorter side as shown, five times that with Shift', () => {
    // 800 px: 4 px at zoom 1, 2 px at zoom 2, 20 px with Shift
    expect(keyStep(image, 1, false)).toBe(4);
    expect(keyStep(image, 2, false)).toBe(2);
    expect(keyStep(image, 1, true)).toBe(20);
    // never below a tenth of a pixel, the coordinates' grain
    expect(keyStep({ width: 10, height: 10 }, 5, false)).toBe(0.1);
  });

  it('moves a circle by a step, kept inside the photo; an unknown index changes nothing', () => {
    expect(nudge(circles, 1, 4, -4, image)[1]).toEqual({ x: 304, y: 196, r: 30 });
    expect(nudge(circles, 0, -500, 0, image)[0]).toEqual({ x: 0, y: 100, r: 20 });
    expect(nudge(circles, 7, 4, 4, image)).toBe(circles);
  });

  it('removes the circle at an index', () => {
    expect(removeIndex(circles, 0)).toEqual([circles[1], circles[2]]);
    expect(removeIndex(circles, 3)).toBe(circles);
    expect(removeIndex(circles, -1)).toBe(circles);
  });

  it('selects the next or previous circle round the list, the first or last from none', () => {
    expect(stepSelection(null, 3, 1)).toBe(0);
    expect(stepSelection(null, 3, -1)).toBe(2);
    expect(stepSelection(0, 3, 1)).toBe(1);
    expect(stepSelection(2, 3, 1)).toBe(0);
    expect(stepSelection(0, 3, -1)).toBe(2);
    expect(stepSelection(5, 3, 1)).toBe(0);
    expect(stepSelection(null, 0, 1)).toBeNull();
  });

  it('finds the middle of what the viewport shows', () => {
    expect(viewMiddle(INITIAL_VIEW, image)).toEqual({ x: 500, y: 400 });
    expect(viewMiddle({ zoom: 2, x0: 500, y0: 400 }, image)).toEqual({ x: 750, y: 600 });
  });
});

describe('bringing a circle into view (issue 39)', () => {
  it.each([
    // zoomed in until the circle takes a fifth of the 800 px shorter side, centred on it
    ['a small circle in the middle', INITIAL_VIEW, { x: 500, y: 400, r: 20 }, { zoom: 4, x0: 375, y0: 300 }],
    // as far as the photo's edges allow
    ['a small circle in a corner', INITIAL_VIEW, { x: 100, y: 100, r: 20 }, { zoom: 4, x0: 0, y0: 0 }],
    ['a tiny circle, zoom 5 at most', INITIAL_VIEW, { x: 900, y: 700, r: 2 }, { zoom: 5, x0: 800, y0: 620 }],
    ['a large circle, zoom 1 at least', INITIAL_VIEW, { x: 500, y: 400, r: 300 }, { zoom: 1, x0: 0, y0: 0 }],
    // the user's closer zoom stays while the circle fits, otherwise it is zoomed out to fit
    ['from a closer zoom', { zoom: 4.5, x0: 0, y0: 0 }, { x: 500, y: 400, r: 20 }, { zoom: 4.5 }],
    ['from a zoom too close', { zoom: 5, x0: 0, y0: 0 }, { x: 500, y: 400, r: 100 }, { zoom: 3.2 }],
  ])('centres %s', (_case, view, circle, expected) => {
    const centred = centreOn(view, circle, image);
    expect(centred).toMatchObject(expected);
    expect(centred).toEqual(clampView(centred, image));
  });
});
