import { request } from 'node:http';

/** One server-sent event as it arrived. */
export interface StreamEvent {
  event: string;
  data: string;
  /** performance.now() when its last line came */
  at: number;
}

/** A server-sent events stream being read (tests and benchmarks: no EventSource in Node). */
export interface EventStream {
  status: number;
  /** the answer's body when it was not a stream (a refusal's envelope) */
  body?: string;
  events: StreamEvent[];
  /** the next event from now, or a rejection after `timeoutMs` */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** settles when the server ends the stream (true), or after `timeoutMs` with it still open (false) */
  ended(timeoutMs?: number): Promise<boolean>;
  close(): void;
}

/**
 * Opens `url` (http) as an event stream: each `event:`/`data:` block is parsed as it comes and
 * kept with its arrival time; comments (keep-alives) are skipped. An answer that is not
 * text/event-stream is read whole into `body`.
 */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const waiting: ((event: StreamEvent) => void)[] = [];
    const events: StreamEvent[] = [];
    let serverEnded = false;
    const onEnd: (() => void)[] = [];
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const status = res.statusCode ?? 0;
      const stream: EventStream = {
        status,
        events,
        next(timeoutMs = 5_000) {
          return new Promise<StreamEvent>((ok, fail) => {
            const timer = setTimeout(() => fail(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
            waiting.push((event) => {
              clearTimeout(timer);
              ok(event);
            });
          });
        },
        ended(timeoutMs = 5_000) {
          return new Promise<boolean>((ok) => {
            if (serverEnded) {
              ok(true);
              return;
            }
            const timer = setTimeout(() => ok(false), timeoutMs);
            onEnd.push(() => {
              clearTimeout(timer);
              ok(true);
            });
          });
        },
        close() {
          req.destroy();
        },
      };
      res.once('end', () => {
        serverEnded = true;
        onEnd.splice(0).forEach((tell) => tell());
      });
      res.setEncoding('utf8');
      if (!String(res.headers['content-type']).startsWith('text/event-stream')) {
        let body = '';
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ ...stream, body }));
        return;
      }
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n').filter((line) => line && !line.startsWith(':'));
          const field = (name: string) =>
            lines
              .filter((line) => line.startsWith(`${name}:`))
              .map((line) => line.slice(name.length + 1).trimStart())
              .join('\n');
          if (!lines.some((line) => line.startsWith('data:'))) {
            continue; // retry: or a comment
          }
          const event = { event: field('event') || 'message', data: field('data'), at: performance.now() };
          events.push(event);
          waiting.shift()?.(event);
        }
      });
      res.on('error', () => undefined);
      resolve(stream);
    });
    req.on('error', reject);
    req.end();
  });
}
