import { useCallback, useRef } from 'react';

/** Clicks within this time of the last accepted one are ignored (spec §9). */
export const REPEAT_CLICK_MS = 1500;

/**
 * Wraps a handler so a repeated click within 1500 ms does nothing. A handler that returns `false`
 * refused the click (a form that did not validate): it is not taken, and the next click counts.
 */
export function useClickGuard<A extends unknown[]>(
  handler: (...args: A) => boolean | void,
  wait: number = REPEAT_CLICK_MS,
  now: () => number = Date.now,
): (...args: A) => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(handler);
  latest.current = handler;
  return useCallback(
    (...args: A) => {
      const time = now();
      if (time - last.current < wait) {
        return;
      }
      if (latest.current(...args) !== false) {
        last.current = time;
      }
    },
    [wait, now],
  );
}
