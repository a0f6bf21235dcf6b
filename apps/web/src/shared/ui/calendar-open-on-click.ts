import { type Calendar } from 'primereact/calendar';
import { useCallback, useRef } from 'react';

/**
 * A Calendar that opens from its button or a click on its input, not whenever Tab passes through
 * it: its open panel keeps the focus until Escape, a stop in every keyboard walk of a list or a
 * form (issue 41). Spread the answer on the Calendar: `<Calendar {...useCalendarOpenOnClick()} />`;
 * the ref follows the Calendar as it mounts (in a dialog, when the dialog opens) and unmounts.
 */
export function useCalendarOpenOnClick() {
  const detach = useRef<(() => void) | null>(null);
  const ref = useCallback((calendar: Calendar | null) => {
    detach.current?.();
    detach.current = null;
    const input = calendar?.getInput();
    if (calendar && input) {
      const open = () => calendar.show();
      input.addEventListener('click', open);
      detach.current = () => input.removeEventListener('click', open);
    }
  }, []);
  return { ref, showOnFocus: false } as const;
}
