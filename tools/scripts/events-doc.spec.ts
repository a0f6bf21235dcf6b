import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENTS_DOC, findConsumers, REGENERATE, renderEventsDoc } from './events-doc';

const root = join(__dirname, '../..');

describe('docs/events.md', () => {
  it('is what the catalogue and the consumers make it now', async () => {
    const written = readFileSync(join(root, EVENTS_DOC), 'utf8');
    expect(written, `${EVENTS_DOC} is stale: run \`${REGENERATE}\` and commit it`).toBe(
      await renderEventsDoc(root),
    );
  });

  it("finds every service's consumers, each with its group and types", () => {
    const consumers = findConsumers(root);
    expect(new Set(consumers.map((consumer) => consumer.service))).toEqual(
      new Set(['billing', 'counting', 'devices', 'identity', 'ingest', 'inventory', 'orders', 'sawing']),
    );
    expect(consumers.find((consumer) => consumer.group === 'billing.usage')).toMatchObject({
      service: 'billing',
      topics: ['inventory', 'counting'],
      types: [
        'inventory.stock-in.confirmed',
        'inventory.stock-out.confirmed',
        'counting.recognition.completed',
      ],
      className: 'UsageConsumer',
    });
    expect(new Set(consumers.map((consumer) => consumer.group)).size).toBe(consumers.length);
  });
});
