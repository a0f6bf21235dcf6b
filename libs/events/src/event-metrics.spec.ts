import { processRegistry, SCRAPE_READ_TIMEOUT_MS } from '@timber/telemetry';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventMetrics } from './event-metrics';
import { metricValue as value } from './event-metrics.contract';

describe('eventMetrics', () => {
  it('counts a handler run that succeeded as its events handled, and times every run', async () => {
    const group = `g-${randomUUID()}`;
    const labels = { group, topic: 'inventory' };
    await eventMetrics().runHandler(group, 'inventory', 3, () => Promise.resolve());
    await expect(
      eventMetrics().runHandler(group, 'inventory', 1, () => Promise.reject(new Error('no'))),
    ).rejects.toThrow('no');
    expect(await value('events_handled_total', labels)).toBe(3);
    expect(await value('events_handler_duration_seconds_count', labels)).toBe(2);
  });

  it("reports each topic's group lags once, from the first of its readers that answers, until unwatched", async () => {
    const group = `g-${randomUUID()}`;
    const other = `g-${randomUUID()}`;
    const topic = `t${randomUUID().slice(0, 8)}`;
    const failing = eventMetrics().watchTopicLag(topic, () => Promise.reject(new Error('down')));
    const answering = eventMetrics().watchTopicLag(topic, () =>
      Promise.resolve(
        new Map([
          [group, 4],
          [other, 0],
        ]),
      ),
    );
    const second = eventMetrics().watchTopicLag(topic, () => Promise.resolve(new Map([[group, 9]])));
    expect(await value('events_consumer_lag', { group, topic })).toBe(4);
    expect(await processRegistry().getSingleMetricAsString('events_consumer_lag')).toContain(
      `events_consumer_lag{group="${other}",topic="${topic}"} 0`,
    );
    failing();
    answering();
    second();
    const text = await processRegistry().getSingleMetricAsString('events_consumer_lag');
    expect(text).not.toContain(group);
  });

  it("starts a group's counters at 0, so that a rule sees its first dead letter as an increase", async () => {
    const group = `g-${randomUUID()}`;
    eventMetrics().watchGroup(group, ['orders']);
    const counters = await processRegistry().getSingleMetricAsString('events_dead_lettered_total');
    for (const reason of ['malformed', 'unknown_type', 'unknown_version', 'handler_failed']) {
      expect(counters).toContain(
        `events_dead_lettered_total{group="${group}",topic="orders",reason="${reason}"} 0`,
      );
    }
  });

  it('leaves out a lag whose reader does not answer, instead of holding the scrape', async () => {
    const topic = `t${randomUUID().slice(0, 8)}`;
    const unwatch = eventMetrics().watchTopicLag(topic, () => new Promise(() => undefined));
    const started = performance.now();
    const text = await processRegistry().getSingleMetricAsString('events_consumer_lag');
    unwatch();
    expect(text).not.toContain(topic);
    expect(performance.now() - started).toBeLessThan(SCRAPE_READ_TIMEOUT_MS + 1_000);
  });

  it('reads every outbox once per scrape for both outbox gauges', async () => {
    const service = `s${randomUUID().slice(0, 8)}`;
    let reads = 0;
    const unwatch = eventMetrics().watchOutbox(service, () => {
      reads += 1;
      return Promise.resolve({ backlog: 7, oldestAgeSeconds: 2.5 });
    });
    const text = await processRegistry().metrics();
    unwatch();
    expect(text).toContain(`outbox_backlog{service="${service}"} 7`);
    expect(text).toContain(`outbox_oldest_age_seconds{service="${service}"} 2.5`);
    expect(reads).toBe(1);
  });

  it('counts dead letters by reason, retries, duplicates and published rows', async () => {
    const group = `g-${randomUUID()}`;
    eventMetrics().deadLettered(group, 'sawing', 'malformed');
    eventMetrics().deadLettered(group, 'sawing', 'handler_failed');
    eventMetrics().deadLettered(group, 'sawing', 'handler_failed');
    eventMetrics().retried(group, 'sawing');
    eventMetrics().duplicates(group, 2);
    eventMetrics().published(group, 5);
    expect(await value('events_dead_lettered_total', { group, reason: 'handler_failed' })).toBe(2);
    expect(await value('events_dead_lettered_total', { group, reason: 'malformed' })).toBe(1);
    expect(await value('events_retried_total', { group, topic: 'sawing' })).toBe(1);
    expect(await value('events_inbox_duplicates_total', { group })).toBe(2);
    expect(await value('outbox_published_total', { service: group })).toBe(5);
  });
});
