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
