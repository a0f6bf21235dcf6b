import { type KeyboardEvent, useState } from 'react';
import {
  addAt,
  type Circle,
  type ImageSize,
  keyStep,
  nudge,
  removeIndex,
  stepSelection,
  type View,
  viewMiddle,
} from './point-editor-state';

interface KeyOptions {
  image: ImageSize;
  circles: readonly Circle[];
  view: View;
  /** the circles can be edited (edit mode, not read-only) */
  editing: boolean;
  commit: (circles: readonly Circle[]) => void;
}

/**
 * The point editor by keyboard (issue 41), for whoever cannot tap or drag: with the photo focused,
 * Page Down and Page Up select the next or previous circle, the arrow keys move it (Shift: five
 * times as far), Delete or Backspace removes it, Insert adds one in the middle of what is shown
 * and selects it, Escape lets go. Each move is one edit, so undo takes it back step by step.
 */
export function usePointKeys({ image, circles, view, editing, commit }: KeyOptions) {
  const [chosen, setChosen] = useState<number | null>(null);
  // a selection past the end (the circles changed under it: undo, reset, a tap) is none
  const selected = editing && chosen !== null && chosen < circles.length ? chosen : null;

  /** Adds a circle in the middle of what the viewport shows and selects it. */
  const add = () => {
    if (!editing) {
      return;
    }
    commit(addAt(viewMiddle(view, image), circles, image));
    setChosen(circles.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!editing || event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    const step = keyStep(image, view.zoom, event.shiftKey);
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const arrow = arrows[event.key];
    if (arrow) {
      if (selected !== null) {
        commit(nudge(circles, selected, arrow[0], arrow[1], image));
      }
    } else if (event.key === 'PageDown' || event.key === 'PageUp') {
      setChosen(stepSelection(selected, circles.length, event.key === 'PageDown' ? 1 : -1));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      if (selected === null) {
        return;
      }
      const left = removeIndex(circles, selected);
      commit(left);
      // the next circle takes the removed one's place, so Delete again goes on down the list
      setChosen(left.length === 0 ? null : Math.min(selected, left.length - 1));
    } else if (event.key === 'Insert') {
      add();
    } else if (event.key === 'Escape' && selected !== null) {
      setChosen(null);
    } else {
      return;
    }
    // the page neither scrolls under the arrows nor goes back on Backspace
    event.preventDefault();
    event.stopPropagation();
  };

  return { selected, select: setChosen, add, onKeyDown };
}
