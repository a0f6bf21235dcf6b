import { describe, expect, it } from 'vitest';
import {
  CHECK_PAGE,
  checkList,
  DOUBT_BELOW,
  KEPT_IMAGES,
  KEPT_STORAGE_KEY,
  keptKey,
  readKept,
  shownFor,
  stepCheck,
  storeKept,
  toggleKept,
  withKept,
} from './check-first';

/** The model's circles: four below the cut, one above it, one without a score. */
const detected = [
  { x: 10, y: 10, r: 5, score: 0.45 },
  { x: 20, y: 20, r: 5, score: 0.9 },
  { x: 30, y: 30, r: 5, score: 0.12 },
  { x: 40, y: 40, r: 5, score: 0.45 },
  { x: 50, y: 50, r: 5 },
  { x: 60, y: 60, r: 5, score: 0.3 },
];
const plain = detected.map(({ x, y, r }) => ({ x, y, r }));
const none = new Set<number>();

const order = (items: ReturnType<typeof checkList>) => items.map((item) => item.detection);

describe('the detections to check first (issue 39)', () => {
  it('lists those below the cut, least sure first, ties in the model order, with their place', () => {
    expect(DOUBT_BELOW).toBe(0.5);
    expect(checkList(detected, plain, none)).toEqual([
      { detection: 2, circle: 2, score: 0.12, kept: false },
      { detection: 5, circle: 5, score: 0.3, kept: false },
      { detection: 0, circle: 0, score: 0.45, kept: false },
      { detection: 3, circle: 3, score: 0.45, kept: false },
    ]);
  });

  it.each([
    [0.3, [2]],
    [0.45, [2, 5]],
    [0.46, [2, 5, 0, 3]],
    [1.01, [2, 5, 0, 3, 1]],
    [0, []],
  ])('takes a cut of %s', (cut, expected) => {
    expect(order(checkList(detected, plain, none, cut))).toEqual(expected);
  });

  it('drops the ones the user removed, moved or resized, and follows the others to their new place', () => {
    const edited = [
      plain[1]!,
      { ...plain[2]!, x: 31 }, // moved
      plain[3]!,
      { x: 99, y: 99, r: 5 }, // the user's own
      plain[5]!,
      { ...plain[0]!, r: 6 }, // resized
    ];
    expect(checkList(detected, edited, none)).toEqual([
      { detection: 5, circle: 4, score: 0.3, kept: false },
      { detection: 3, circle: 2, score: 0.45, kept: false },
    ]);
  });

  it('matches identical circles one to one', () => {
    const twins = [
      { x: 10, y: 10, r: 5, score: 0.2 },
      { x: 10, y: 10, r: 5, score: 0.4 },
    ];
    expect(checkList(twins, [{ x: 10, y: 10, r: 5 }], none)).toEqual([
      { detection: 0, circle: 0, score: 0.2, kept: false },
    ]);
    expect(order(checkList(twins, [plain[0]!, plain[0]!], none))).toEqual([0, 1]);
  });

  it('puts the kept ones last, still least sure first', () => {
    expect(
      checkList(detected, plain, new Set([2, 0])).map(({ detection, kept }) => [detection, kept]),
    ).toEqual([
      [5, false],
      [3, false],
      [2, true],
      [0, true],
    ]);
  });

  it('is empty without a score below the cut, or without circles', () => {
    expect(checkList(detected.slice(1, 2), plain, none)).toEqual([]);
    expect(checkList(detected, [], none)).toEqual([]);
    expect(checkList([], plain, none)).toEqual([]);
  });

  it('steps through those left to check, round the list, skipping the kept', () => {
    const items = checkList(detected, plain, new Set([5]));
    expect(order(items)).toEqual([2, 0, 3, 5]);
    expect(stepCheck(items, null, 1)).toBe(2);
    expect(stepCheck(items, null, -1)).toBe(3);
    expect(stepCheck(items, 2, 1)).toBe(0);
    expect(stepCheck(items, 3, 1)).toBe(2);
    expect(stepCheck(items, 2, -1)).toBe(3);
    // from a kept one or one gone: from the start (or the end)
    expect(stepCheck(items, 5, 1)).toBe(2);
    expect(stepCheck(items, 42, -1)).toBe(3);
  });

  it('has nothing else to step to once one or none is left', () => {
    const one = checkList(detected, plain, new Set([0, 3, 5]));
    expect(stepCheck(one, 2, 1)).toBeNull();
    expect(stepCheck(one, null, 1)).toBe(2);
    expect(stepCheck([], null, 1)).toBeNull();
    expect(stepCheck([], null, -1)).toBeNull();
  });

  it('keeps a detection and lets it go again', () => {
    expect(toggleKept([], 3)).toEqual([3]);
    expect(toggleKept([1, 3], 3)).toEqual([1]);
  });

  it.each([
    [CHECK_PAGE, 0, CHECK_PAGE],
    [CHECK_PAGE, CHECK_PAGE - 1, CHECK_PAGE],
    [CHECK_PAGE, CHECK_PAGE, 2 * CHECK_PAGE],
    [CHECK_PAGE, 3 * CHECK_PAGE + 4, 4 * CHECK_PAGE],
    [3 * CHECK_PAGE, 5, 3 * CHECK_PAGE],
  ])('shows %s items, or enough pages for the one at %s: %s', (shown, place, expected) => {
    expect(shownFor(shown, place)).toBe(expected);
  });
});

describe('the kept detections, remembered for the tab (issue 39)', () => {
  const storage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      items,
    };
  };

  it('are stored and read back by image', () => {
    const store = storage();
    const image = keptKey({ imgId: 7, modelVersion: 'log-ends-1.1', coordinate: [{ x: 1, y: 2, r: 3 }] });
    expect(image).toBe('7|log-ends-1.1|1');
    storeKept(store, withKept({}, image, [4, 2]));
    expect(readKept(store)).toEqual({ [image]: [4, 2] });
  });

  it('forget an image whose list is empty, and keep only the latest images', () => {
    expect(withKept({ a: [1], b: [2] }, 'a', [])).toEqual({ b: [2] });
    let all = {};
    for (let image = 0; image < KEPT_IMAGES + 5; image++) {
      all = withKept(all, `img-${image}`, [image]);
    }
    expect(Object.keys(all)).toHaveLength(KEPT_IMAGES);
    expect(Object.keys(all)[0]).toBe('img-5');
    // an image kept again is the latest
    expect(Object.keys(withKept(all, 'img-5', [1, 2])).at(-1)).toBe('img-5');
  });

  it('read nothing from a storage that holds something else, and lose only the memory when it is full', () => {
    for (const stored of ['not json', '[1,2]', 'null', '"text"']) {
      const store = storage();
      store.setItem(KEPT_STORAGE_KEY, stored);
      expect(readKept(store)).toEqual({});
    }
    const store = storage();
    store.setItem(KEPT_STORAGE_KEY, JSON.stringify({ good: [1, 2], bad: [-1], worse: 'x', half: [1.5] }));
    expect(readKept(store)).toEqual({ good: [1, 2] });
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => storeKept(full, { a: [1] })).not.toThrow();
  });
});
