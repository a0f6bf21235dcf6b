import { type RefObject, useEffect, useRef } from 'react';

/**
 * A paged card list's infinite scroll (the image lists, spec §2: 20 more cards each time the end
 * scrolls into view): a sentinel element below the cards; while `more` holds, its coming into view
 * adds a page.
 */
export function useNextPageOnScroll(
  more: boolean,
  pages: number,
  setPages: (next: (count: number) => number) => void,
): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!more || !target || typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setPages((count) => count + 1);
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, pages, setPages]);
  return sentinel;
}
