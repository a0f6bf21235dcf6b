import { confirmDialog } from 'primereact/confirmdialog';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  centreOn,
  type Circle,
  clampView,
  diametersCm,
  type EditorMode,
  INITIAL_VIEW,
  layerTransform,
  meanDiameterCm,
  pushHistory,
  type Reference,
  referenceOf,
  sameCircles,
  userMade,
  type View,
  zoomBy,
} from './point-editor-state';
import { PointEditorToolbar } from './point-editor-toolbar';
import { PointOverlay } from './point-overlay';
import { ReferencePanel } from './reference-panel';
import { usePointGestures } from './use-point-gestures';
import { usePointKeys } from './use-point-keys';
import { useReferenceDraft } from './use-reference-draft';

/** How long the gestures' line shows beside the count after a photo opens. */
export const EDITOR_HINT_MS = 10_000;

/** A request to bring a circle into view and select it; each new `request` number is one request. */
export interface CircleFocus {
  /** the circle's index in `circles` */
  index: number;
  request: number;
}

export interface PointEditorProps {
  imageUrl: string;
  /** the photo's size in pixels: every circle and reference is in these pixels */
  imageWidth: number;
  imageHeight: number;
  /** the model's output (§3 coordinate), never changed here; reset goes back to it */
  detected: readonly Circle[];
  /** the edited set (§3 coordinateManual) */
  circles: readonly Circle[];
  /** one call per finished edit (tap, drag, undo, reset) */
  onChange: (circles: Circle[]) => void;
  reference: Reference | null;
  /** called with a complete reference (line and valid length), or null once it is not */
  onReferenceChange: (reference: Reference | null) => void;
  mode: EditorMode;
  onModeChange: (mode: EditorMode) => void;
  /** shows the circles, zoom and pan only */
  readOnly?: boolean;
  /** centres the view on a circle and selects it (highlights it when the circles cannot be edited) */
  focus?: CircleFocus | null;
}

/**
 * The counting review screen's point editor (spec §2 Images and counts, §3 Image coordinates):
 * the photo with its log ends as circles over it, edited by tap and drag or by keyboard, zoom 1 to 5 in steps
 * of 0.1, the live count, undo, reset to the model's output, and a reference of known length
 * that turns radii into diameters. Controlled: the circles, the reference and the mode belong to
 * the page; the view (zoom, pan), the undo stack and an unfinished reference live here and are
 * reset when the photo changes. A change of the circles made beside the editor (the review's
 * "To check first" list) is undone like one made here.
 */
export function PointEditor({
  imageUrl,
  imageWidth,
  imageHeight,
  detected,
  circles,
  onChange,
  reference,
  onReferenceChange,
  mode,
  onModeChange,
  readOnly = false,
  focus = null,
}: PointEditorProps) {
  const intl = useIntl();
  const image = useMemo(() => ({ width: imageWidth, height: imageHeight }), [imageWidth, imageHeight]);
  const [view, setView] = useState<View>(INITIAL_VIEW);
  const [history, setHistory] = useState<(readonly Circle[])[]>([]);
  const [photo, setPhoto] = useState(imageUrl);
  const editing = !readOnly && mode === 'edit';
  const viewport = useRef<HTMLDivElement>(null);
  const keyboardHelp = useId();
  const referenceDraft = useReferenceDraft(reference, onReferenceChange, image, imageUrl);
  const { draft } = referenceDraft;

  // the circles as last seen, and the last set handed to onChange: any other set is a change made
  // beside the editor, and goes on the undo stack too
  const [known, setKnown] = useState(circles);
  const [handed, setHanded] = useState<readonly Circle[] | null>(null);
  const hand = (next: readonly Circle[]) => {
    const copy = [...next];
    setHanded(copy);
    onChange(copy);
  };
  const commit = (next: readonly Circle[]) => {
    if (readOnly || next === circles) {
      return;
    }
    setHistory((stack) => pushHistory(stack, circles));
    hand(next);
  };
  const undo = () => {
    const previous = history.at(-1);
    if (previous) {
      setHistory((stack) => stack.slice(0, -1));
      hand(previous);
    }
  };
  const reset = () =>
    confirmDialog({
      header: intl.formatMessage({ id: 'common.confirmTitle' }),
      message: intl.formatMessage({ id: 'counting.editor.resetConfirm' }, { count: detected.length }),
      icon: 'pi pi-exclamation-triangle',
      acceptClassName: 'p-button-danger',
      acceptLabel: intl.formatMessage({ id: 'common.confirm' }),
      rejectLabel: intl.formatMessage({ id: 'common.cancel' }),
      defaultFocus: 'reject',
      accept: () => commit(detected),
    });

  const keys = usePointKeys({ image, circles, view, editing, commit });
  if (circles !== known) {
    setKnown(circles);
    if (circles !== handed && photo === imageUrl && !readOnly && !sameCircles(circles, known)) {
      setHistory((stack) => pushHistory(stack, known));
    }
  }
  if (photo !== imageUrl) {
    setPhoto(imageUrl);
    setView(INITIAL_VIEW);
    setHistory([]);
    keys.select(null);
  }
  const [focused, setFocused] = useState<number | null>(null);
  if (focus && focus.request !== focused) {
    setFocused(focus.request);
    const circle = circles[focus.index];
    if (circle) {
      setView(centreOn(photo === imageUrl ? view : INITIAL_VIEW, circle, image));
      keys.select(focus.index);
    }
  }
  // without editing there is no keyboard selection: the focused circle is only highlighted
  const highlighted =
    keys.selected ??
    (!editing && focus && focus.request === focused && focus.index < circles.length ? focus.index : null);
  const gestures = usePointGestures({
    image,
    circles,
    view,
    setView,
    mode,
    readOnly,
    referenceKind: draft.kind,
    // a tap or a drag edits where the pointer is, not the keyboard's selection: let it go
    commit: (next) => {
      keys.select(null);
      commit(next);
    },
    drawReference: referenceDraft.setLine,
  });
  const shown = gestures.preview.circles ?? circles;
  const diameters = diametersCm(shown, reference);
  const line = gestures.preview.line ?? draft.line;
  // The gestures, said to screen readers by the canvas label, are shown to everyone too: beside
  // the count for a while after each photo opens (issue 22 item 4).
  const [hintShown, setHintShown] = useState(true);
  useEffect(() => {
    setHintShown(true);
    const timer = window.setTimeout(() => setHintShown(false), EDITOR_HINT_MS);
    return () => window.clearTimeout(timer);
  }, [imageUrl]);
  const canvasLabel = readOnly
    ? 'counting.editor.canvasReadOnlyLabel'
    : mode === 'reference'
      ? 'counting.editor.canvasReferenceLabel'
      : 'counting.editor.canvasLabel';

  return (
    <div className="flex flex-column gap-2" data-testid="point-editor">
      <PointEditorToolbar
        zoom={view.zoom}
        onZoom={(steps) => setView(zoomBy(view, steps, image))}
        count={shown.length}
        hint={hintShown && !readOnly && mode === 'edit'}
        meanDiameter={meanDiameterCm(shown, reference)}
        mode={mode}
        onModeChange={onModeChange}
        canUndo={history.length > 0}
        onUndo={undo}
        canReset={!sameCircles(circles, detected)}
        onReset={reset}
        onAdd={() => {
          keys.add();
          // the new circle is selected: the arrows, from the photo, put it in place
          viewport.current?.focus();
        }}
        readOnly={readOnly}
      />
      {reference === null && (
        <small className="text-color-secondary" data-testid="point-editor-no-reference">
          <FormattedMessage id="counting.editor.noReference" />
        </small>
      )}
      {mode === 'reference' && !readOnly && (
        <ReferencePanel
          draft={draft}
          onKind={referenceDraft.setKind}
          onLength={referenceDraft.setLength}
          onClear={referenceDraft.clear}
        />
      )}
      <div
        ref={viewport}
        role="application"
        aria-label={intl.formatMessage({ id: canvasLabel })}
        aria-describedby={editing ? keyboardHelp : undefined}
        tabIndex={editing ? 0 : undefined}
        onKeyDown={keys.onKeyDown}
        className="point-editor-viewport border-1 surface-border border-round"
        style={{
          position: 'relative',
          width: '100%',
          aspectRatio: `${imageWidth} / ${imageHeight}`,
          overflow: 'hidden',
          touchAction: 'none',
          userSelect: 'none',
          cursor: gestures.cursor,
        }}
        data-testid="point-editor-viewport"
        {...gestures.handlers}
      >
        <div
          style={{
            position: 'absolute',
            inset: 0,
            transformOrigin: '0 0',
            transform: layerTransform(clampView(view, image), image),
          }}
        >
          <img
            src={imageUrl}
            alt={intl.formatMessage({ id: 'counting.editor.photoAlt' })}
            draggable={false}
            style={{ display: 'block', width: '100%', height: '100%' }}
          />
          <PointOverlay
            image={image}
            circles={shown}
            userMade={userMade(shown, detected)}
            diameters={diameters}
            zoom={view.zoom}
            active={gestures.preview.active ?? highlighted}
            handles={!readOnly && mode === 'edit'}
            reference={
              line && {
                kind: draft.kind,
                line,
                complete: gestures.preview.line === null && referenceOf(draft) !== null,
              }
            }
          />
        </div>
      </div>
      {editing && (
        <small id={keyboardHelp} className="text-color-secondary" data-testid="point-editor-keyboard-help">
          <FormattedMessage id="counting.editor.keyboardHint" />
        </small>
      )}
      <span className="sr-only" aria-live="polite" data-testid="point-editor-selected">
        {keys.selected !== null &&
          intl.formatMessage(
            { id: 'counting.editor.selected' },
            { number: keys.selected + 1, count: shown.length },
          )}
      </span>
    </div>
  );
}
