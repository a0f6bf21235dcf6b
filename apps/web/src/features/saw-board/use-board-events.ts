import { useEffect, useRef, useState } from 'react';
import { boardEventsUrl } from './saw-board-rules';

/**
 * Listens to the board's server-sent events while `enabled`: `onChange` runs as an order of the
 * tenant closes, is reopened, is deleted or takes logs (the board then reads its figures again).
 * EventSource reconnects by itself; the answer says whether the stream is open now. When the
 * office revokes the links (`revoked`, then the server ends the stream), it stops listening and
 * `onChange` runs once more: the board's next read is refused and says why.
 */
export function useBoardEvents(
  link: { cusNo: string; token: string } | null,
  enabled: boolean,
  onChange: () => void,
): boolean {
  const [open, setOpen] = useState(false);
  const latest = useRef(onChange);
  latest.current = onChange;
  const url = link && enabled ? boardEventsUrl(link) : null;
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') {
      return;
    }
    const source = new EventSource(url);
    source.onopen = () => setOpen(true);
    source.onerror = () => setOpen(false);
    source.addEventListener('order', () => latest.current());
    source.addEventListener('revoked', () => {
      source.close();
      setOpen(false);
      latest.current();
    });
    return () => {
      source.close();
      setOpen(false);
    };
  }, [url]);
  return open;
}
