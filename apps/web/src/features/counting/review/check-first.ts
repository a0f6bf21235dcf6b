import { type CountImageDetail } from '@timber/contracts';
import { type Circle } from '../point-editor/point-editor-state';

// "To check first" on the count review (issue 39): the model's circles it was least sure of,
// least sure first, so a person checks the doubtful log ends in seconds. Framework-free.

/** Below this score (0..1) the model was unsure of a circle: the review lists it to check. */
export const DOUBT_BELOW = 0.5;

/** How many the list shows at first, and how many more each "show more" adds. */
export const CHECK_PAGE = 10;

/** A doubtful detection still on the photo as the model drew it. */
export interface CheckItem {
  /** its place in the model's circles (§3 coordinate): stays while the user edits */
  detection: number;
  /** its place in the circles being edited: the photo labels it with this number plus one */
  circle: number;
  score: number;
  /** the user looked and keeps it */
  kept: boolean;
}

const key = ({ x, y, r }: Circle): string => `${x}|${y}|${r}`;

/**
 * The model's circles scored below the cut that are still among the circles unchanged (one the
 * user removed, moved or resized has been dealt with and leaves), each with its place among
 * them: the unkept first, least sure first, then the kept ones, least sure first; ties in the
 * model's order. Circles without a score (the user's own) are never listed.
 */
export function checkList(
  detected: CountImageDetail['coordinate'],
  circles: readonly Circle[],
  kept: ReadonlySet<number>,
  cut: number = DOUBT_BELOW,
): CheckItem[] {
  // identical circles are matched one to one, in order, as the editor tells the model's from the user's
  const places = new Map<string, number[]>();
  circles.forEach((circle, index) => {
    const list = places.get(key(circle));
    if (list) {
      list.push(index);
    } else {
      places.set(key(circle), [index]);
    }
  });
  const items: CheckItem[] = [];
  detected.forEach((circle, detection) => {
    const place = places.get(key(circle))?.shift();
    if (place !== undefined && circle.score !== undefined && circle.score < cut) {
      items.push({ detection, circle: place, score: circle.score, kept: kept.has(detection) });
    }
  });
  return items.sort(
    (a, b) => Number(a.kept) - Number(b.kept) || a.score - b.score || a.detection - b.detection,
  );
}

/**
 * The detection to check after (+1) or before (-1) this one among those not kept yet, round the
 * list, never itself; from one that is not among them (none, kept or gone), the first (or the
 * last). Null when nothing else is left to check.
 */
export function stepCheck(items: readonly CheckItem[], from: number | null, by: 1 | -1): number | null {
  const left = items.filter((item) => !item.kept).map((item) => item.detection);
  const at = from === null ? -1 : left.indexOf(from);
  if (at < 0) {
    return (by === 1 ? left[0] : left.at(-1)) ?? null;
  }
  const next = left[(at + by + left.length) % left.length];
  return next === undefined || next === from ? null : next;
}

/** The kept detections with this one kept, or no longer kept. */
export const toggleKept = (kept: readonly number[], detection: number): number[] =>
  kept.includes(detection) ? kept.filter((one) => one !== detection) : [...kept, detection];

/** How many items to show so the one at this place is among them, a page at a time. */
export const shownFor = (shown: number, place: number): number =>
  place < shown ? shown : (Math.floor(place / CHECK_PAGE) + 1) * CHECK_PAGE;

/** The sessionStorage key of the kept detections: a reload or a visit elsewhere keeps them. */
export const KEPT_STORAGE_KEY = 'timber.counting.kept';
/** The kept detections of at most this many images are remembered, the latest. */
export const KEPT_IMAGES = 100;

/** Kept detections by image and the detection they were kept of (keptKey). */
export type KeptByImage = Readonly<Record<string, readonly number[]>>;

/**
 * An image's key among the kept: its id, its model and how many circles the model drew; a new
 * recognition of the photo is another list, whose places mean other circles.
 */
export const keptKey = (image: Pick<CountImageDetail, 'imgId' | 'modelVersion' | 'coordinate'>): string =>
  `${image.imgId}|${image.modelVersion ?? ''}|${image.coordinate.length}`;

/** The kept detections remembered in `storage`; nothing when none are, or what is there is not ours. */
export function readKept(storage: Pick<Storage, 'getItem'>): KeptByImage {
  try {
    const stored: unknown = JSON.parse(storage.getItem(KEPT_STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
      return {};
    }
    return Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, number[]] =>
          Array.isArray(entry[1]) &&
          entry[1].every((detection) => Number.isInteger(detection) && detection >= 0),
      ),
    );
  } catch {
    return {};
  }
}

/**
 * The kept detections with this image's list: the image last (the latest), an empty list
 * forgotten, and only the latest KEPT_IMAGES images.
 */
export function withKept(all: KeptByImage, image: string, list: readonly number[]): KeptByImage {
  const others = Object.entries(all).filter(([key]) => key !== image);
  const entries = list.length > 0 ? [...others, [image, list] as const] : others;
  return Object.fromEntries(entries.slice(-KEPT_IMAGES));
}

/** Remembers the kept detections in `storage`; a full or refused storage only loses the memory. */
export function storeKept(storage: Pick<Storage, 'setItem'>, all: KeptByImage): void {
  try {
    storage.setItem(KEPT_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // the marks stay on the page; only a reload forgets them
  }
}
