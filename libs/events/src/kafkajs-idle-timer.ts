import { createRequire } from 'node:module';

/** What the correction touches of kafkajs's per-connection request queue (kafkajs types none of its internals). */
export interface KafkajsRequestQueue {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: ReturnType<typeof setTimeout> | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

/** kafkajs's RequestQueue class, from its own file (kafkajs exports no such path map, so it can be reached). */
export const KafkajsRequestQueue = createRequire(__filename)('kafkajs/src/network/requestQueue') as {
  new (options: {
    clientId: string;
    broker: string;
    logger: Record<'debug' | 'info' | 'warn' | 'error', () => void>;
    requestTimeout: number;
    enforceRequestTimeout: boolean;
  }): KafkajsRequestQueue;
  prototype: KafkajsRequestQueue;
};

/** kafkajs's own pause between two looks at a queue whose requests wait (CHECK_PENDING_REQUESTS_INTERVAL). */
const CHECK_PENDING_REQUESTS_INTERVAL_MS = 10;

let corrected = false;

/**
 * kafkajs 2.2.4 (pinned in package.json) looks at each connection's queue of waiting requests
 * again after every look, with a negative delay when nothing is throttled (kafkajs#1751, unmerged
 * fixes #1755 and #1768): Node clamps it to 1 ms and warns (TimeoutNegativeWarning), so every open
 * connection wakes every millisecond for as long as it is open — measured here, four idle
 * producers took 4 % of a core. This schedules the next look only while a request waits, at the
 * throttle's end or kafkajs's own interval, as the fixes do; a request that arrives enqueues itself
 * and schedules its look (RequestQueue.push). Applied once, when the Kafka adapter loads.
 */
export function correctKafkajsIdleTimer(): void {
  if (corrected) {
    return;
  }
  corrected = true;
  KafkajsRequestQueue.prototype.scheduleCheckPendingRequests = function scheduleCheckPendingRequests(
    this: KafkajsRequestQueue,
  ): void {
    if (this.throttleCheckTimeoutId || this.pending.length === 0) {
      return;
    }
    const throttledFor = this.throttledUntil - Date.now();
    this.throttleCheckTimeoutId = setTimeout(
      () => {
        this.throttleCheckTimeoutId = null;
        this.checkPendingRequests();
      },
      throttledFor > 0 ? throttledFor : CHECK_PENDING_REQUESTS_INTERVAL_MS,
    );
  };
}
