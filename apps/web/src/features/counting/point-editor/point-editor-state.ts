/**
 * The rules of the counting review screen's point editor (spec §2 Images and counts: the image
 * editor for coordinate points; §3 Image coordinates; §9 canvas zoom 1 to 5 in 0.1 steps).
 * Framework-free: every position is in the photo's own pixels unless a name says "screen".
 *
 * The view is the zoom plus the photo point shown at the viewport's top-left corner (x0, y0).
 * The viewport shows the whole photo at zoom 1, fitted to its width (`fit` = viewport width /
 * photo width, in screen pixels per photo pixel), so a photo pixel is `fit * zoom` screen pixels.
 */

export interface Point {
  x: number;
  y: number;
}

/** A log end: centre and radius in photo pixels. */
export interface Circle extends Point {
  r: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * A scale for diameters: a stick or marker of known length drawn as a line over the photo, or
 * the pile's two ends marked horizontally with the pile's length.
 */
export type Reference =
  | { kind: 'stick'; x1: number; y1: number; x2: number; y2: number; lengthCm: number }
  | { kind: 'pile'; x1: number; x2: number; lengthM: number };

export type ReferenceKind = Reference['kind'];

/** 'edit': taps and drags change the circles; 'reference': a drag draws the reference. */
export type EditorMode = 'edit' | 'reference';

export interface View {
  zoom: number;
  /** the photo point at the viewport's top-left corner */
  x0: number;
  y0: number;
}

export interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 5;
export const ZOOM_STEP = 0.1;
const STEPS_PER_UNIT = Math.round(1 / ZOOM_STEP);
/** Circles get their numbers from this zoom on (smaller, the labels would cover the photo). */
export const LABEL_ZOOM = 2;
/** A pointer that moved more than this (screen pixels) between press and release dragged; less is a tap. */
export const DRAG_THRESHOLD_PX = 5;
/** Half the width of the band around a circle's edge that resizes it, in screen pixels. */
export const RIM_TOLERANCE_PX = 8;
/** The rim handle drawn on a circle's edge, as a share of its radius; it always resizes. */
export const RIM_HANDLE_SHARE = 0.15;
export const MIN_RADIUS_PX = 2;
/** A new circle's radius when there is none to take the median of: 3 % of the photo's shorter side. */
export const DEFAULT_RADIUS_SHARE = 0.03;
/** Lengths a reference may have: a stick 10 to 1000 cm, a pile 0.5 to 100 m. */
export const STICK_CM = { min: 10, max: 1000 } as const;
export const PILE_M = { min: 0.5, max: 100 } as const;
/** A reference shorter than this in the photo is too imprecise to give a scale. */
export const MIN_REFERENCE_PX = 10;
export const HISTORY_LIMIT = 100;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** Coordinates are kept to a tenth of a pixel: finer is noise, and the saved record stays readable. */
const tenth = (value: number): number => Math.round(value * 10) / 10;

/** The point moved inside the photo (edges included), to a tenth of a pixel. */
export const clampPoint = (point: Point, image: ImageSize): Point => ({
  x: tenth(clamp(point.x, 0, image.width)),
  y: tenth(clamp(point.y, 0, image.height)),
});

/** The median radius of the circles, or null when there are none. */
export function medianRadius(circles: readonly Circle[]): number | null {
  if (circles.length === 0) {
    return null;
  }
  const radii = circles.map((circle) => circle.r).sort((a, b) => a - b);
  const middle = Math.floor(radii.length / 2);
  return radii.length % 2 === 1 ? radii[middle]! : (radii[middle - 1]! + radii[middle]!) / 2;
}

/** The largest radius a circle may have: half the photo's shorter side. */
export const maxRadius = (image: ImageSize): number =>
  Math.max(MIN_RADIUS_PX, Math.min(image.width, image.height) / 2);

const clampRadius = (r: number, image: ImageSize): number =>
  tenth(clamp(Number.isFinite(r) ? r : MIN_RADIUS_PX, MIN_RADIUS_PX, maxRadius(image)));

/** The radius a new circle gets: the median of the others, or 3 % of the photo's shorter side. */
export const newRadius = (circles: readonly Circle[], image: ImageSize): number =>
  clampRadius(medianRadius(circles) ?? Math.min(image.width, image.height) * DEFAULT_RADIUS_SHARE, image);

/** A tap on empty space: a new circle centred there (kept inside the photo). */
export function addAt(point: Point, circles: readonly Circle[], image: ImageSize): Circle[] {
  const centre = clampPoint(point, image);
  return [...circles, { x: centre.x, y: centre.y, r: newRadius(circles, image) }];
}

/** The circle containing the point whose centre is nearest to it, or -1. */
export function circleAt(point: Point, circles: readonly Circle[]): number {
  let found = -1;
  let best = Infinity;
  circles.forEach((circle, index) => {
    const d = distance(point, circle);
    if (d <= circle.r && d < best) {
      best = d;
      found = index;
    }
  });
  return found;
}

/** A tap on a circle: the containing circle with the nearest centre goes; the same array when none. */
export function removeAt(point: Point, circles: readonly Circle[]): readonly Circle[] {
  const index = circleAt(point, circles);
  return index < 0 ? circles : circles.filter((_, i) => i !== index);
}

export interface Hit {
  index: number;
  /** 'inside' moves the circle, 'rim' (its edge or handle) resizes it */
  part: 'inside' | 'rim';
}

/**
 * What a press lands on. Among the circles within reach (inside, or within the rim tolerance
 * outside the edge) the one with the nearest centre; on its rim when within the tolerance (or
 * the handle's size) of the edge, but never nearer the centre than half the radius, so every
 * circle keeps a core to move it by.
 */
export function hitTest(point: Point, circles: readonly Circle[], rimTolerance: number): Hit | null {
  let found: Hit | null = null;
  let best = Infinity;
  circles.forEach((circle, index) => {
    const d = distance(point, circle);
    const band = Math.max(rimTolerance, circle.r * RIM_HANDLE_SHARE);
    if (d > circle.r + band || d >= best) {
      return;
    }
    best = d;
    found = { index, part: Math.abs(d - circle.r) <= band && d >= circle.r / 2 ? 'rim' : 'inside' };
  });
  return found;
}

/** The circle moved to a new centre, kept inside the photo; the same array for an unknown index. */
export function move(
  circles: readonly Circle[],
  index: number,
  to: Point,
  image: ImageSize,
): readonly Circle[] {
  const circle = circles[index];
  if (!circle) {
    return circles;
  }
  const centre = clampPoint(to, image);
  return circles.map((other, i) => (i === index ? { ...other, x: centre.x, y: centre.y } : other));
}

/** The circle's new radius, at least 2 px and at most half the photo's shorter side. */
export function resize(
  circles: readonly Circle[],
  index: number,
  r: number,
  image: ImageSize,
): readonly Circle[] {
  const circle = circles[index];
  if (!circle) {
    return circles;
  }
  return circles.map((other, i) => (i === index ? { ...other, r: clampRadius(r, image) } : other));
}

/** A zoom on the 0.1 grid between 1 and 5. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) {
    return MIN_ZOOM;
  }
  return clamp(Math.round(zoom * STEPS_PER_UNIT) / STEPS_PER_UNIT, MIN_ZOOM, MAX_ZOOM);
}

/** The zoom one step (0.1) in (+1) or out (-1), or several steps. */
export const stepZoom = (zoom: number, steps: number): number =>
  clampZoom(clampZoom(zoom) + steps * ZOOM_STEP);

/** The view with its zoom on the grid and its corner where the viewport stays over the photo. */
export function clampView(view: View, image: ImageSize): View {
  const zoom = clampZoom(view.zoom);
  return {
    zoom,
    x0: clamp(view.x0, 0, image.width - image.width / zoom),
    y0: clamp(view.y0, 0, image.height - image.height / zoom),
  };
}

export const INITIAL_VIEW: View = { zoom: MIN_ZOOM, x0: 0, y0: 0 };

/** A viewport point (screen pixels from its top-left corner) as a photo point. */
export const toPhoto = (screen: Point, view: View, fit: number): Point => ({
  x: view.x0 + screen.x / (fit * view.zoom),
  y: view.y0 + screen.y / (fit * view.zoom),
});

/** A photo point as a viewport point. */
export const toScreen = (photo: Point, view: View, fit: number): Point => ({
  x: (photo.x - view.x0) * fit * view.zoom,
  y: (photo.y - view.y0) * fit * view.zoom,
});

/** The view at another zoom with the anchor (a photo point) staying where it is on the screen. */
export function zoomAt(view: View, zoom: number, anchor: Point, image: ImageSize): View {
  const next = clampZoom(zoom);
  const ratio = view.zoom / next;
  return clampView(
    { zoom: next, x0: anchor.x - (anchor.x - view.x0) * ratio, y0: anchor.y - (anchor.y - view.y0) * ratio },
    image,
  );
}

/** The photo point in the middle of what the viewport shows. */
export function viewMiddle(view: View, image: ImageSize): Point {
  const shown = clampView(view, image);
  return {
    x: shown.x0 + image.width / (2 * shown.zoom),
    y: shown.y0 + image.height / (2 * shown.zoom),
  };
}

/** A circle brought into view takes about this share of the view's shorter side: big enough to judge, with its neighbours around it. */
export const FOCUS_SHARE = 0.2;
/** ...and never more than this share, so it is seen whole. */
const FOCUS_MAX_SHARE = 0.8;

/**
 * The view centred on a circle (as far as the photo's edges allow), zoomed in until it takes about
 * a fifth of the view; a closer zoom the user chose stays while the circle fits (issue 39: the
 * review's "To check first" list finds a log end on the photo).
 */
export function centreOn(view: View, circle: Circle, image: ImageSize): View {
  const side = Math.min(image.width, image.height);
  const diameter = Math.max(2 * circle.r, MIN_RADIUS_PX);
  const zoom = clampZoom(
    Math.min(Math.max(view.zoom, (FOCUS_SHARE * side) / diameter), (FOCUS_MAX_SHARE * side) / diameter),
  );
  return clampView(
    { zoom, x0: circle.x - image.width / (2 * zoom), y0: circle.y - image.height / (2 * zoom) },
    image,
  );
}

/** The zoom buttons: steps of 0.1 about the middle of what the viewport shows. */
export function zoomBy(view: View, steps: number, image: ImageSize): View {
  return zoomAt(view, stepZoom(view.zoom, steps), viewMiddle(view, image), image);
}

/**
 * An arrow key's move of the selected circle, in photo pixels: half a percent of the photo's
 * shorter side as shown (finer when zoomed in, as a drag is), five times that with Shift.
 */
export const KEY_STEP_SHARE = 0.005;
export const KEY_COARSE_STEPS = 5;

export function keyStep(image: ImageSize, zoom: number, coarse: boolean): number {
  const step = (Math.min(image.width, image.height) * KEY_STEP_SHARE) / clampZoom(zoom);
  return Math.max(0.1, tenth(step)) * (coarse ? KEY_COARSE_STEPS : 1);
}

/** The circle moved by (dx, dy) photo pixels, kept inside the photo. */
export function nudge(
  circles: readonly Circle[],
  index: number,
  dx: number,
  dy: number,
  image: ImageSize,
): readonly Circle[] {
  const circle = circles[index];
  return circle ? move(circles, index, { x: circle.x + dx, y: circle.y + dy }, image) : circles;
}

/** The circle at this index removed; the same array for an unknown index. */
export const removeIndex = (circles: readonly Circle[], index: number): readonly Circle[] =>
  index >= 0 && index < circles.length ? circles.filter((_, i) => i !== index) : circles;

/**
 * The circle the keyboard selects next (+1) or before (-1), round the list; the first (or the
 * last) when none is selected, null when there are none.
 */
export function stepSelection(selected: number | null, count: number, by: 1 | -1): number | null {
  if (count === 0) {
    return null;
  }
  if (selected === null || selected >= count) {
    return by === 1 ? 0 : count - 1;
  }
  return (selected + by + count) % count;
}

/** The view dragged by a screen distance (the photo follows the pointer), kept over the photo. */
export const panBy = (view: View, dxScreen: number, dyScreen: number, fit: number, image: ImageSize): View =>
  clampView(
    {
      zoom: view.zoom,
      x0: view.x0 - dxScreen / (fit * view.zoom),
      y0: view.y0 - dyScreen / (fit * view.zoom),
    },
    image,
  );

/** The CSS transform of the layer holding the photo and its overlay (transform-origin 0 0). */
export const layerTransform = (view: View, image: ImageSize): string =>
  `scale(${view.zoom}) translate(${(-100 * view.x0) / image.width}%, ${(-100 * view.y0) / image.height}%)`;

/** A pointer that travelled more than 5 screen pixels dragged; otherwise it tapped. */
export const isDrag = (from: Point, to: Point): boolean => distance(from, to) > DRAG_THRESHOLD_PX;

/** The reference's length in the photo, in pixels. */
export const referencePixels = (reference: Reference): number =>
  reference.kind === 'stick'
    ? Math.hypot(reference.x2 - reference.x1, reference.y2 - reference.y1)
    : Math.abs(reference.x2 - reference.x1);

/** Whether a typed length is one a reference of this kind may have (cm for a stick, m for a pile). */
export function validReferenceLength(kind: ReferenceKind, length: number | null): length is number {
  const range = kind === 'stick' ? STICK_CM : PILE_M;
  return length !== null && Number.isFinite(length) && length >= range.min && length <= range.max;
}

/**
 * Photo pixels per centimetre, or null without a usable reference (none, a length out of range
 * or a line shorter than 10 px): diameters are then never shown.
 */
export function pixelsPerCm(reference: Reference | null): number | null {
  if (!reference) {
    return null;
  }
  const length = reference.kind === 'stick' ? reference.lengthCm : reference.lengthM;
  const pixels = referencePixels(reference);
  if (!validReferenceLength(reference.kind, length) || !(pixels >= MIN_REFERENCE_PX)) {
    return null;
  }
  return pixels / (reference.kind === 'stick' ? length : length * 100);
}

/** Each circle's diameter in whole centimetres (2r / pixels per cm), or null without a reference. */
export function diametersCm(circles: readonly Circle[], reference: Reference | null): number[] | null {
  const scale = pixelsPerCm(reference);
  return scale === null ? null : circles.map((circle) => Math.round((2 * circle.r) / scale));
}

/** The mean of the shown diameters (one decimal), or null without a reference or without circles. */
export function meanDiameterCm(circles: readonly Circle[], reference: Reference | null): number | null {
  const diameters = diametersCm(circles, reference);
  if (!diameters || diameters.length === 0) {
    return null;
  }
  return Math.round((diameters.reduce((sum, d) => sum + d, 0) / diameters.length) * 10) / 10;
}

/** The reference as the user builds it: the line may be drawn before the length is typed, or after. */
export interface ReferenceDraft {
  kind: ReferenceKind;
  /** for a pile, a horizontal line at the height it was drawn (only x1 and x2 are kept) */
  line: Line | null;
  /** cm for a stick, m for a pile */
  length: number | null;
}

export const emptyDraft = (kind: ReferenceKind): ReferenceDraft => ({ kind, line: null, length: null });

/** The draft of a saved reference; a pile's line is drawn across the photo's middle. */
export function draftOf(reference: Reference | null, kind: ReferenceKind, image: ImageSize): ReferenceDraft {
  if (!reference) {
    return emptyDraft(kind);
  }
  if (reference.kind === 'stick') {
    const { x1, y1, x2, y2, lengthCm } = reference;
    return { kind: 'stick', line: { x1, y1, x2, y2 }, length: lengthCm };
  }
  const middle = image.height / 2;
  return {
    kind: 'pile',
    line: { x1: reference.x1, y1: middle, x2: reference.x2, y2: middle },
    length: reference.lengthM,
  };
}

/** The reference a draft makes, or null while its line or a valid length is missing. */
export function referenceOf(draft: ReferenceDraft): Reference | null {
  const { line, length, kind } = draft;
  if (!line || !validReferenceLength(kind, length)) {
    return null;
  }
  return kind === 'stick'
    ? { kind, x1: line.x1, y1: line.y1, x2: line.x2, y2: line.y2, lengthCm: length }
    : { kind, x1: line.x1, x2: line.x2, lengthM: length };
}

/** The line a reference drag draws from its start to the pointer: a pile's stays horizontal. */
export function referenceLine(kind: ReferenceKind, from: Point, to: Point, image: ImageSize): Line {
  const start = clampPoint(from, image);
  const end = clampPoint(to, image);
  return { x1: start.x, y1: start.y, x2: end.x, y2: kind === 'pile' ? start.y : end.y };
}

/** The draft of another kind: the line stays, the length (another unit) has to be typed again. */
export const switchKind = (draft: ReferenceDraft, kind: ReferenceKind): ReferenceDraft =>
  draft.kind === kind
    ? draft
    : {
        kind,
        line: draft.line && (kind === 'pile' ? { ...draft.line, y2: draft.line.y1 } : draft.line),
        length: null,
      };

export function sameReference(a: Reference | null, b: Reference | null): boolean {
  if (a === null || b === null) {
    return a === b;
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

export const sameCircles = (a: readonly Circle[], b: readonly Circle[]): boolean =>
  a.length === b.length &&
  a.every((circle, i) => circle.x === b[i]?.x && circle.y === b[i]?.y && circle.r === b[i]?.r);

/**
 * Which circles are the user's (added, moved or resized) rather than the model's, so the two can
 * be drawn apart. The model's circles the user removed are simply not among the circles.
 */
export function userMade(circles: readonly Circle[], detected: readonly Circle[]): boolean[] {
  const left = new Map<string, number>();
  const key = (circle: Circle) => `${circle.x}|${circle.y}|${circle.r}`;
  for (const circle of detected) {
    left.set(key(circle), (left.get(key(circle)) ?? 0) + 1);
  }
  return circles.map((circle) => {
    const count = left.get(key(circle)) ?? 0;
    if (count === 0) {
      return true;
    }
    left.set(key(circle), count - 1);
    return false;
  });
}

/** The undo stack with the state before a change on top, the oldest dropped past 100. */
export const pushHistory = (
  history: readonly (readonly Circle[])[],
  before: readonly Circle[],
): (readonly Circle[])[] => [...history, before].slice(-HISTORY_LIMIT);
