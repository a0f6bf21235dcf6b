import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { type CircleFocus, EDITOR_HINT_MS, PointEditor } from './point-editor';
import { type Circle, type EditorMode, type Reference } from './point-editor-state';

/** The photo is 1000 × 800 px, shown 500 px wide: one screen pixel is two photo pixels at zoom 1. */
const WIDTH = 1000;
const HEIGHT = 800;
const SHOWN = 0.5;
const detected: Circle[] = [
  { x: 100, y: 100, r: 20 },
  { x: 300, y: 200, r: 30 },
  { x: 500, y: 400, r: 40 },
];
/** 100 px over a 50 cm stick: 2 px per cm, so the diameters are 20, 30 and 40 cm. */
const stick: Reference = { kind: 'stick', x1: 0, y1: 0, x2: 60, y2: 80, lengthCm: 50 };

interface HarnessProps {
  initialReference?: Reference | null;
  onCircles?: (circles: Circle[]) => void;
  onReference?: (reference: Reference | null) => void;
  readOnly?: boolean;
}

/** A page holding the editor's state, as the review page will. */
function Harness({ initialReference = null, onCircles, onReference, readOnly }: HarnessProps) {
  const [circles, setCircles] = useState<Circle[]>(detected);
  const [reference, setReference] = useState<Reference | null>(initialReference);
  const [mode, setMode] = useState<EditorMode>('edit');
  const [photo, setPhoto] = useState('/origin/2026-01-01/pile.jpg');
  const [focus, setFocus] = useState<CircleFocus | null>(null);
  return (
    <>
      <button type="button" onClick={() => setPhoto('/origin/2026-01-01/truck.jpg')}>
        next photo
      </button>
      {/* what the review's "To check first" list does beside the editor (issue 39) */}
      <button type="button" onClick={() => setCircles(circles.slice(1))}>
        remove the first beside
      </button>
      <button
        type="button"
        onClick={() => setFocus({ index: circles.length - 1, request: (focus?.request ?? 0) + 1 })}
      >
        find the last
      </button>
      <PointEditor
        imageUrl={photo}
        imageWidth={WIDTH}
        imageHeight={HEIGHT}
        detected={detected}
        circles={circles}
        onChange={(next) => {
          setCircles(next);
          onCircles?.(next);
        }}
        reference={reference}
        onReferenceChange={(next) => {
          setReference(next);
          onReference?.(next);
        }}
        mode={mode}
        onModeChange={setMode}
        readOnly={readOnly}
        focus={focus}
      />
    </>
  );
}

const viewport = () => screen.getByTestId('point-editor-viewport');
const count = () => screen.getByTestId('point-editor-count').textContent;
const drawn = () =>
  screen.getAllByTestId('point-editor-circle').map((circle) => ({
    x: Number(circle.getAttribute('cx')),
    y: Number(circle.getAttribute('cy')),
    r: Number(circle.getAttribute('r')),
  }));

/** A pointer at a photo point (zoom 1), in client pixels. */
const at = (x: number, y: number) => ({ clientX: x * SHOWN, clientY: y * SHOWN });
const pointer = { pointerId: 1, pointerType: 'touch', isPrimary: true };

function tap(x: number, y: number) {
  fireEvent.pointerDown(viewport(), { ...pointer, ...at(x, y) });
  fireEvent.pointerUp(viewport(), { ...pointer, ...at(x, y) });
}

function drag(from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(viewport(), { ...pointer, ...at(...from) });
  fireEvent.pointerMove(viewport(), { ...pointer, ...at((from[0] + to[0]) / 2, (from[1] + to[1]) / 2) });
  fireEvent.pointerMove(viewport(), { ...pointer, ...at(...to) });
  fireEvent.pointerUp(viewport(), { ...pointer, ...at(...to) });
}

const open = (props: HarnessProps = {}) => renderApp(<Harness {...props} />);

describe('point editor (spec §2 Images and counts, §3 Image coordinates)', () => {
  beforeEach(() => {
    // jsdom lays nothing out: the viewport is 500 × 400 px at the page's top-left corner.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: WIDTH * SHOWN, height: HEIGHT * SHOWN }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it("draws the model's circles over the photo with the count", async () => {
    await open();
    expect(count()).toBe('3 logs');
    expect(drawn()).toEqual(detected);
    expect(screen.getByRole('img', { name: 'Photo being counted' }).getAttribute('src')).toBe(
      '/origin/2026-01-01/pile.jpg',
    );
    expect(screen.getByText('Mark a reference of known length to get diameters')).toBeTruthy();
    expect(screen.queryByTestId('point-editor-mean')).toBeNull();
    // numbers only from zoom 2 on
    expect(screen.queryAllByTestId('point-editor-label')).toHaveLength(0);
  });

  it('adds a circle with a tap on empty space: the count goes up', async () => {
    const changes: Circle[][] = [];
    await open({ onCircles: (circles) => changes.push(circles) });
    tap(800, 600);
    expect(count()).toBe('4 logs');
    // the median radius of the others
    expect(drawn().at(-1)).toEqual({ x: 800, y: 600, r: 30 });
    expect(changes).toHaveLength(1);
    expect(screen.getAllByTestId('point-editor-circle').at(-1)?.getAttribute('data-user')).toBe('true');
  });

  it('removes a circle with a tap on it: the count goes down', async () => {
    await open();
    tap(305, 210);
    expect(count()).toBe('2 logs');
    expect(drawn()).toEqual([detected[0], detected[2]]);
  });

  it('takes a small wobble (5 px or less on the screen) as a tap', async () => {
    await open();
    fireEvent.pointerDown(viewport(), { ...pointer, clientX: 150, clientY: 100 });
    fireEvent.pointerMove(viewport(), { ...pointer, clientX: 153, clientY: 104 });
    fireEvent.pointerUp(viewport(), { ...pointer, clientX: 153, clientY: 104 });
    expect(count()).toBe('2 logs');
  });

  it('moves a circle dragged from its inside: its centre moves, the count stays', async () => {
    const changes: Circle[][] = [];
    await open({ onCircles: (circles) => changes.push(circles) });
    fireEvent.pointerDown(viewport(), { ...pointer, ...at(500, 400) });
    fireEvent.pointerMove(viewport(), { ...pointer, ...at(560, 430) });
    // the drag shows while it goes, and is handed to the page once, at the end
    expect(drawn()[2]).toEqual({ x: 560, y: 430, r: 40 });
    expect(changes).toHaveLength(0);
    fireEvent.pointerMove(viewport(), { ...pointer, ...at(620, 480) });
    fireEvent.pointerUp(viewport(), { ...pointer, ...at(620, 480) });
    expect(drawn()).toEqual([detected[0], detected[1], { x: 620, y: 480, r: 40 }]);
    expect(count()).toBe('3 logs');
    expect(changes).toEqual([[detected[0], detected[1], { x: 620, y: 480, r: 40 }]]);
  });

  it('resizes a circle dragged by its rim', async () => {
    await open();
    drag([540, 400], [570, 400]);
    expect(drawn()[2]).toEqual({ x: 500, y: 400, r: 70 });
    drag([570, 400], [400, 400]);
    expect(drawn()[2]).toEqual({ x: 500, y: 400, r: 100 });
    expect(count()).toBe('3 logs');
  });

  it('undoes the last change, one at a time', async () => {
    await open();
    const undo = screen.getByTestId('point-editor-undo');
    expect(undo.hasAttribute('disabled')).toBe(true);
    tap(800, 600);
    tap(105, 100);
    expect(count()).toBe('3 logs');
    fireEvent.click(undo);
    expect(count()).toBe('4 logs');
    expect(drawn()[0]).toEqual(detected[0]);
    fireEvent.click(undo);
    expect(drawn()).toEqual(detected);
    expect(undo.hasAttribute('disabled')).toBe(true);
  });

  it("resets to the model's output after a confirmation", async () => {
    await open();
    const reset = screen.getByTestId('point-editor-reset');
    expect(reset.hasAttribute('disabled')).toBe(true);
    tap(305, 210);
    drag([100, 100], [160, 130]);
    expect(count()).toBe('2 logs');
    fireEvent.click(reset);
    expect(
      await screen.findByText('Discard your edits and go back to the 3 logs the model found?'),
    ).toBeTruthy();
    fireEvent.click(document.querySelector('.p-confirm-dialog-accept') as HTMLElement);
    expect(count()).toBe('3 logs');
    expect(drawn()).toEqual(detected);
    await waitFor(() => expect(reset.hasAttribute('disabled')).toBe(true));
  });

  it('zooms in 0.1 steps from 1 to 5, numbers the circles from 2, and maps taps through the zoom', async () => {
    await open();
    const zoomIn = screen.getByTestId('point-editor-zoom-in');
    const zoomOut = screen.getByTestId('point-editor-zoom-out');
    expect(zoomOut.hasAttribute('disabled')).toBe(true);
    fireEvent.click(zoomIn);
    expect(screen.getByTestId('point-editor-zoom').textContent).toBe('110%');
    for (let i = 0; i < 9; i++) {
      fireEvent.click(zoomIn);
    }
    expect(screen.getByTestId('point-editor-zoom').textContent).toBe('200%');
    expect(screen.getAllByTestId('point-editor-label').map((label) => label.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    // zoom 2 about the middle: the viewport shows photo 250..750 × 200..600, one screen px per photo px
    fireEvent.pointerDown(viewport(), { ...pointer, clientX: 10, clientY: 20 });
    fireEvent.pointerUp(viewport(), { ...pointer, clientX: 10, clientY: 20 });
    expect(drawn().at(-1)).toEqual({ x: 260, y: 220, r: 30 });
    // a drag on empty space pans: the photo follows the finger
    fireEvent.pointerDown(viewport(), { ...pointer, clientX: 400, clientY: 300 });
    fireEvent.pointerMove(viewport(), { ...pointer, clientX: 300, clientY: 300 });
    fireEvent.pointerUp(viewport(), { ...pointer, clientX: 300, clientY: 300 });
    expect(count()).toBe('4 logs');
    tap(0, 0);
    expect(drawn().at(-1)).toEqual({ x: 350, y: 200, r: 30 });
    for (let i = 0; i < 40; i++) {
      fireEvent.click(zoomIn);
    }
    expect(screen.getByTestId('point-editor-zoom').textContent).toBe('500%');
    expect(zoomIn.hasAttribute('disabled')).toBe(true);
  });

  it('shows diameters and their mean with a reference, and no centimetres without one', async () => {
    await open({ initialReference: stick });
    expect(screen.queryByText('Mark a reference of known length to get diameters')).toBeNull();
    expect(screen.getByTestId('point-editor-mean').textContent).toBe('Mean diameter 30 cm');
    tap(305, 210);
    expect(screen.getByTestId('point-editor-mean').textContent).toBe('Mean diameter 30 cm');
    tap(105, 100);
    expect(screen.getByTestId('point-editor-mean').textContent).toBe('Mean diameter 40 cm');
    for (let i = 0; i < 10; i++) {
      fireEvent.click(screen.getByTestId('point-editor-zoom-in'));
    }
    expect(screen.getByText('40 cm')).toBeTruthy();
  });

  it('draws a reference in reference mode and hands it over once its length is known', async () => {
    const references: (Reference | null)[] = [];
    await open({ onReference: (reference) => references.push(reference) });
    fireEvent.click(screen.getByTestId('point-editor-reference-mode'));
    expect(screen.getByTestId('point-editor-reference-mode').getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByText('Drag along a stick or marker of known length, then type its length.'),
    ).toBeTruthy();
    // a drag over a circle draws the reference, it does not move the circle
    drag([500, 400], [500, 600]);
    expect(drawn()).toEqual(detected);
    expect(screen.getByTestId('point-editor-reference')).toBeTruthy();
    // a tap adds nothing in reference mode
    tap(800, 100);
    expect(count()).toBe('3 logs');
    expect(references).toEqual([]);
    expect(screen.getByText('Mark a reference of known length to get diameters')).toBeTruthy();

    const input = screen.getByLabelText('Stick length (cm)');
    fireEvent.input(input, { target: { value: '100' } });
    fireEvent.blur(input);
    await waitFor(() =>
      expect(references.at(-1)).toEqual({ kind: 'stick', x1: 500, y1: 400, x2: 500, y2: 600, lengthCm: 100 }),
    );
    // 2 px per cm: diameters 20, 30 and 40 cm
    expect(screen.getByTestId('point-editor-mean').textContent).toBe('Mean diameter 30 cm');

    fireEvent.click(screen.getByTestId('point-editor-reference-clear'));
    expect(references.at(-1)).toBeNull();
    expect(screen.queryByTestId('point-editor-mean')).toBeNull();
    expect(screen.getByText('Mark a reference of known length to get diameters')).toBeTruthy();
  });

  it('starts another photo afresh: no undo, zoom 1, no unfinished reference', async () => {
    await open();
    tap(800, 600);
    fireEvent.click(screen.getByTestId('point-editor-zoom-in'));
    fireEvent.click(screen.getByTestId('point-editor-reference-mode'));
    drag([100, 700], [400, 700]);
    expect(screen.getByTestId('point-editor-reference')).toBeTruthy();
    fireEvent.click(screen.getByText('next photo'));
    expect(screen.getByRole('img', { name: 'Photo being counted' }).getAttribute('src')).toBe(
      '/origin/2026-01-01/truck.jpg',
    );
    expect(screen.queryByTestId('point-editor-reference')).toBeNull();
    expect(screen.getByTestId('point-editor-zoom').textContent).toBe('100%');
    expect(screen.getByTestId('point-editor-undo').hasAttribute('disabled')).toBe(true);
  });

  it('changes nothing when read only, but still zooms and pans', async () => {
    const changes: Circle[][] = [];
    await open({ readOnly: true, onCircles: (circles) => changes.push(circles) });
    tap(800, 600);
    tap(305, 210);
    drag([500, 400], [600, 500]);
    expect(drawn()).toEqual(detected);
    expect(changes).toEqual([]);
    expect(screen.queryByTestId('point-editor-undo')).toBeNull();
    expect(screen.queryByTestId('point-editor-reference-mode')).toBeNull();
    fireEvent.click(screen.getByTestId('point-editor-zoom-in'));
    expect(screen.getByTestId('point-editor-zoom').textContent).toBe('110%');
  });
});

describe('point editor by keyboard (issue 41)', () => {
  const key = (name: string, init: { shiftKey?: boolean } = {}) =>
    fireEvent.keyDown(viewport(), { key: name, ...init });
  const selected = () => screen.getByTestId('point-editor-selected').textContent;

  it('takes the focus, says its keys, and adds a circle in the middle with the add button', async () => {
    await open();
    expect(viewport().tabIndex).toBe(0);
    const help = screen.getByTestId('point-editor-keyboard-help');
    expect(viewport().getAttribute('aria-describedby')).toBe(help.id);
    expect(help.textContent).toContain('Page Down');
    fireEvent.click(screen.getByRole('button', { name: 'Add a log end in the middle of the photo' }));
    expect(count()).toBe('4 logs');
    expect(drawn().at(-1)).toEqual({ x: 500, y: 400, r: 30 });
    expect(document.activeElement).toBe(viewport());
    expect(selected()).toBe('Log end 4 of 4 selected');
  });

  it('selects with Page Down and Page Up, moves with the arrows, removes with Delete, and lets go with Escape', async () => {
    const changes: Circle[][] = [];
    await open({ onCircles: (circles) => changes.push(circles) });
    // nothing selected: the arrows move nothing
    key('ArrowRight');
    expect(changes).toHaveLength(0);
    key('PageDown');
    key('PageDown');
    expect(selected()).toBe('Log end 2 of 3 selected');
    // 4 photo px a step (half a percent of 800), 20 with Shift
    key('ArrowRight');
    key('ArrowDown', { shiftKey: true });
    expect(drawn()[1]).toEqual({ x: 304, y: 220, r: 30 });
    expect(count()).toBe('3 logs');
    key('PageUp');
    expect(selected()).toBe('Log end 1 of 3 selected');
    key('Delete');
    expect(count()).toBe('2 logs');
    expect(drawn()[0]).toEqual({ x: 304, y: 220, r: 30 });
    // the next one takes its place
    expect(selected()).toBe('Log end 1 of 2 selected');
    key('Escape');
    expect(selected()).toBe('');
    key('Delete');
    expect(count()).toBe('2 logs');
    // each key press was one edit: undo takes them back one at a time
    expect(changes).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Undo the last change' }));
    expect(count()).toBe('3 logs');
  });

  it('takes no keys and offers no add button when read only', async () => {
    await open({ readOnly: true });
    expect(viewport().getAttribute('tabindex')).toBeNull();
    expect(viewport().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByTestId('point-editor-add')).toBeNull();
    key('PageDown');
    key('Delete');
    expect(count()).toBe('3 logs');
  });
});

describe('the editing gestures shown to everyone (issue 22 item 4)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows them beside the count for a while after the photo opens, again for the next photo', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderApp(<Harness />);
    const hint = await screen.findByTestId('point-editor-hint');
    expect(hint.textContent).toBe(
      'Tap to add · tap a circle to remove it · drag to move, drag its edge to resize',
    );
    expect(hint.parentElement).toBe(screen.getByTestId('point-editor-count').parentElement);
    await vi.advanceTimersByTimeAsync(EDITOR_HINT_MS + 100);
    await waitFor(() => expect(screen.queryByTestId('point-editor-hint')).toBeNull());
    fireEvent.click(screen.getByText('next photo'));
    expect(await screen.findByTestId('point-editor-hint')).toBeTruthy();
  });

  it('does not show them on a read-only photo', async () => {
    await renderApp(<Harness readOnly />);
    await screen.findByTestId('point-editor-count');
    expect(screen.queryByTestId('point-editor-hint')).toBeNull();
  });
});

describe('point editor with the review beside it (issue 39)', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: WIDTH * SHOWN, height: HEIGHT * SHOWN }),
    );
  });
  afterEach(() => vi.restoreAllMocks());
  const zoom = () => screen.getByTestId('point-editor-zoom').textContent;
  const strokes = () => screen.getAllByTestId('point-editor-circle').map((c) => c.getAttribute('stroke'));

  it('undoes a change made beside it like its own', async () => {
    await open();
    tap(800, 600);
    fireEvent.click(screen.getByText('remove the first beside'));
    expect(drawn()).toEqual([detected[1], detected[2], { x: 800, y: 600, r: 30 }]);
    const undo = screen.getByTestId('point-editor-undo');
    fireEvent.click(undo);
    expect(drawn()).toEqual([...detected, { x: 800, y: 600, r: 30 }]);
    fireEvent.click(undo);
    expect(drawn()).toEqual(detected);
    expect(undo.hasAttribute('disabled')).toBe(true);
  });

  it('brings a circle into view and selects it on request, again on the next request', async () => {
    await open();
    fireEvent.click(screen.getByText('find the last'));
    // (500, 400) r 40: zoomed to 2 so it takes a fifth of the view, centred on it
    expect(zoom()).toBe('200%');
    expect(screen.getByTestId('point-editor-selected').textContent).toBe('Log end 3 of 3 selected');
    fireEvent.click(screen.getByTestId('point-editor-zoom-out'));
    fireEvent.keyDown(viewport(), { key: 'Escape' });
    expect(screen.getByTestId('point-editor-selected').textContent).toBe('');
    fireEvent.click(screen.getByText('find the last'));
    expect(zoom()).toBe('200%');
    expect(screen.getByTestId('point-editor-selected').textContent).toBe('Log end 3 of 3 selected');
  });

  it('only highlights it when read only', async () => {
    await open({ readOnly: true });
    fireEvent.click(screen.getByText('find the last'));
    expect(zoom()).toBe('200%');
    expect(screen.getByTestId('point-editor-selected').textContent).toBe('');
    const [first, second, last] = strokes();
    expect(first).toBe(second);
    expect(last).not.toBe(first);
  });
});
