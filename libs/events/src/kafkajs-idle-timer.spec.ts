import { afterEach, describe, expect, it } from 'vitest';
import {
  correctKafkajsIdleTimer,
  type KafkajsRequestQueue,
  KafkajsRequestQueue as RequestQueue,
} from './kafkajs-idle-timer';

const silent = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
const queue = (): KafkajsRequestQueue =>
  new RequestQueue({
    clientId: 'idle-timer',
    broker: '127.0.0.1:1',
    logger: silent,
    requestTimeout: 30_000,
    enforceRequestTimeout: true,
  });

describe('kafkajs idle timer (kafkajs#1751)', () => {
  let open: KafkajsRequestQueue | undefined;
  afterEach(() => {
    if (open?.throttleCheckTimeoutId) {
      clearTimeout(open.throttleCheckTimeoutId);
    }
  });

  // runs first: this file's module state is its own, so kafkajs is still as shipped here
  it('kafkajs as shipped arms a timer on an idle queue (the 1 ms loop)', () => {
    open = queue();
    open.checkPendingRequests();
    expect(open.throttleCheckTimeoutId).not.toBeNull();
  });

  it('corrected, an idle queue arms no timer; a waiting request gets one at the throttle end or 10 ms', () => {
    correctKafkajsIdleTimer();
    open = queue();
    open.checkPendingRequests();
    expect(open.throttleCheckTimeoutId).toBeNull();

    open.pending.push({});
    open.throttledUntil = Date.now() + 60_000;
    open.scheduleCheckPendingRequests();
    expect(open.throttleCheckTimeoutId).not.toBeNull();
  });
});
