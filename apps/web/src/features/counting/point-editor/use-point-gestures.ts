import { type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import {
  addAt,
  type Circle,
  type EditorMode,
  type Hit,
  hitTest,
  type ImageSize,
  isDrag,
  type Line,
  move,
  panBy,
  type Point,
  type ReferenceKind,
  referenceLine,
  removeAt,
  resize,
  RIM_TOLERANCE_PX,
  toPhoto,
  type View,
} from './point-editor-state';

interface GestureOptions {
  image: ImageSize;
  circles: readonly Circle[];
  view: View;
  setView: (view: View) => void;
  mode: EditorMode;
  readOnly: boolean;
  referenceKind: ReferenceKind;
  /** a finished edit of the circles: one call per tap or drag */
  commit: (circles: readonly Circle[]) => void;
  drawReference: (line: Line) => void;
}

/** One pointer from press to release. */
interface Gesture {
  pointerId: number;
  /** where it was pressed, in client pixels */
  start: Point;
  startPhoto: Point;
  /** screen pixels per photo pixel at zoom 1, measured when pressed */
  fit: number;
  /** the view when pressed: a drag is measured against it */
  view: View;
  hit: Hit | null;
  dragging: boolean;
}

export interface GesturePreview {
  /** the circles as the drag leaves them, until it ends */
  circles: readonly Circle[] | null;
  /** the reference line being drawn */
  line: Line | null;
  /** the circle under the pointer's drag */
  active: number | null;
}

const NO_PREVIEW: GesturePreview = { circles: null, line: null, active: null };

type PointerEvent = ReactPointerEvent<HTMLElement>;

/**
 * The editor's pointer gestures (mouse, pen and touch alike): a tap on empty space adds a circle,
 * a tap on a circle removes it, a drag from a circle's inside moves it, a drag from its rim
 * resizes it, a drag from empty space pans the zoomed photo; in reference mode a drag draws the
 * reference. A move of 5 screen pixels or less between press and release is a tap.
 */
export function usePointGestures(options: GestureOptions) {
  const { image, circles, view, setView, mode, readOnly, referenceKind, commit, drawReference } = options;
  const gesture = useRef<Gesture | null>(null);
  const [preview, setPreview] = useState<GesturePreview>(NO_PREVIEW);
  const [hover, setHover] = useState<Hit['part'] | null>(null);
  const editing = mode === 'edit' && !readOnly;
  const marking = mode === 'reference' && !readOnly;

  const where = (event: PointerEvent, fit: number, at: View): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return toPhoto({ x: event.clientX - rect.left, y: event.clientY - rect.top }, at, fit);
  };
  const hitAt = (point: Point, fit: number, at: View): Hit | null =>
    editing ? hitTest(point, circles, RIM_TOLERANCE_PX / (fit * at.zoom)) : null;

  /** What a drag from the press to this pointer position makes, without committing it. */
  const dragged = (g: Gesture, event: PointerEvent): GesturePreview => {
    const now = where(event, g.fit, g.view);
    if (marking) {
      return { ...NO_PREVIEW, line: referenceLine(referenceKind, g.startPhoto, now, image) };
    }
    const circle = g.hit ? circles[g.hit.index] : undefined;
    if (!g.hit || !circle) {
      return NO_PREVIEW;
    }
    const next =
      g.hit.part === 'inside'
        ? move(
            circles,
            g.hit.index,
            { x: circle.x + now.x - g.startPhoto.x, y: circle.y + now.y - g.startPhoto.y },
            image,
          )
        : resize(circles, g.hit.index, Math.hypot(now.x - circle.x, now.y - circle.y), image);
    return { circles: next, line: null, active: g.hit.index };
  };

  const onPointerDown = (event: PointerEvent) => {
    if (gesture.current || (event.pointerType === 'mouse' && event.button !== 0)) {
      return;
    }
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0) {
      return;
    }
    const fit = rect.width / image.width;
    const startPhoto = where(event, fit, view);
    gesture.current = {
      pointerId: event.pointerId,
      start: { x: event.clientX, y: event.clientY },
      startPhoto,
      fit,
      view,
      hit: hitAt(startPhoto, fit, view),
      dragging: false,
    };
    // Keep the pointer's moves coming when it leaves the photo (jsdom has no pointer capture).
    if (typeof event.currentTarget.setPointerCapture === 'function') {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
  };

  const onPointerMove = (event: PointerEvent) => {
    const g = gesture.current;
    if (!g) {
      if (event.pointerType === 'mouse') {
        const rect = event.currentTarget.getBoundingClientRect();
        const fit = rect.width / image.width;
        setHover(rect.width > 0 ? (hitAt(where(event, fit, view), fit, view)?.part ?? null) : null);
      }
      return;
    }
    if (g.pointerId !== event.pointerId) {
      return;
    }
    if (!g.dragging && !isDrag(g.start, { x: event.clientX, y: event.clientY })) {
      return;
    }
    g.dragging = true;
    if (!marking && !g.hit) {
      setView(panBy(g.view, event.clientX - g.start.x, event.clientY - g.start.y, g.fit, image));
      return;
    }
    setPreview(dragged(g, event));
  };

  const end = (event: PointerEvent) => {
    const g = gesture.current;
    gesture.current = null;
    setPreview(NO_PREVIEW);
    if (typeof event.currentTarget.releasePointerCapture === 'function') {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    return g;
  };

  const onPointerUp = (event: PointerEvent) => {
    if (gesture.current?.pointerId !== event.pointerId) {
      return;
    }
    const g = end(event);
    if (!g) {
      return;
    }
    if (!g.dragging) {
      if (editing) {
        const without = removeAt(g.startPhoto, circles);
        commit(without !== circles ? without : addAt(g.startPhoto, circles, image));
      }
      return;
    }
    const result = dragged(g, event);
    if (result.line) {
      drawReference(result.line);
    } else if (result.circles) {
      commit(result.circles);
    }
  };

  const onPointerCancel = (event: PointerEvent) => {
    if (gesture.current?.pointerId === event.pointerId) {
      end(event);
    }
  };

  const cursor = marking
    ? 'crosshair'
    : hover === 'inside'
      ? 'move'
      : hover === 'rim'
        ? 'ew-resize'
        : view.zoom > 1
          ? 'grab'
          : editing
            ? 'crosshair'
            : 'default';

  return {
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
    preview,
    cursor,
  };
}
