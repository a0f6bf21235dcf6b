import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

/** Count-up durations (spec §9): big cards 2 s, picture counts 1 s. */
export const COUNT_UP_BIG_MS = 2000;
export const COUNT_UP_SMALL_MS = 1000;

/** Ease-out: fast start, soft landing. */
export const easeOut = (progress: number): number => 1 - (1 - progress) ** 3;

/** The value shown `elapsed` ms into an animation from `from` to `to`. */
export function countUpValue(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) {
    return to;
  }
  return from + (to - from) * easeOut(Math.max(0, elapsed) / duration);
}

interface CountUpProps {
  value: number;
  duration?: number;
  decimals?: number;
  className?: string;
}

/** A figure that counts up from its previous value, formatted for the user's language. */
export function CountUp({ value, duration = COUNT_UP_BIG_MS, decimals = 0, className }: CountUpProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(0);
  const from = useRef(0);
  useEffect(() => {
    const start = performance.now();
    const origin = from.current;
    let frame = 0;
    const step = (time: number) => {
      const next = countUpValue(origin, value, time - start, duration);
      from.current = next;
      setShown(next);
      if (next !== value) {
        frame = requestAnimationFrame(step);
      }
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, duration]);
  return (
    <span className={className} data-value={value}>
      {intl.formatNumber(shown, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}
    </span>
  );
}
