import { type DeviceReferences } from '@timber/contracts';
import { randomUUID } from 'node:crypto';
import { type DeviceClient, REFUSED_CODES } from './device-client';
import { makeSheet, randomSource } from './sheet-maker';

export interface LoadOptions {
  sheets: number;
  logs: number;
  /** posts in flight at once, spread over the devices */
  concurrency: number;
  /** share of accepted posts sent again with the same key and body, as after a timeout */
  retryRate: number;
  kind: 1 | 2;
  /** the standard to measure under; each device's first standard when absent */
  standard?: string;
  abnormalRate: number;
  seed: number;
  /** called every `progressEvery` accepted sheets */
  onProgress?: (result: LoadResult) => void;
  progressEvery?: number;
}

export interface LoadResult {
  /** distinct sheets ingest accepted (one per idempotency key) */
  accepted: number;
  logs: number;
  /** posts repeated with the same key */
  retries: number;
  /** retries whose answer was not byte-for-byte the first answer (must stay 0) */
  retryMismatches: number;
  /** refusals by envelope code, with their message */
  refusals: Map<number, { count: number; msg: string }>;
  /** the device may not call any more: the refusal's message */
  stopped?: string;
  /** latency of every post in ms */
  latenciesMs: number[];
  elapsedMs: number;
}

interface Device {
  client: DeviceClient;
  references: DeviceReferences;
}

/** Loads each device's references (what its sheets may name). */
export async function prepareDevices(clients: readonly DeviceClient[]): Promise<Device[]> {
  return Promise.all(
    clients.map(async (client) => {
      const answer = await client.references();
      if (answer.code !== 0 || !answer.data) {
        throw new Error(`references refused (${answer.code}): ${answer.msg}`);
      }
      if (answer.data.woodKinds.length === 0 || answer.data.locations.length === 0) {
        throw new Error('the tenant has no wood kinds or locations yet: add some in the back office first');
      }
      return { client, references: answer.data };
    }),
  );
}

/**
 * Posts `sheets` realistic sheets from the devices, `concurrency` at a time, repeating about
 * `retryRate` of them under the same key; stops at once when a device is refused (revoked, off).
 */
export async function runLoad(devices: readonly Device[], options: LoadOptions): Promise<LoadResult> {
  const result: LoadResult = {
    accepted: 0,
    logs: 0,
    retries: 0,
    retryMismatches: 0,
    refusals: new Map(),
    latenciesMs: [],
    elapsedMs: 0,
  };
  const started = performance.now();
  let next = 0;
  const worker = async (index: number): Promise<void> => {
    const random = randomSource(options.seed * 7919 + index);
    const device = devices[index % devices.length];
    if (!device) {
      return;
    }
    const standard = options.standard ?? device.references.standards[0] ?? 'ch';
    while (next < options.sheets && result.stopped === undefined) {
      next += 1;
      const sheet = makeSheet(random, device.references, {
        logs: options.logs,
        kind: options.kind,
        standard,
        abnormalRate: options.abnormalRate,
      });
      const key = randomUUID();
      const body = JSON.stringify(sheet);
      const sent = performance.now();
      const answer = await device.client.postSheet(key, body);
      result.latenciesMs.push(performance.now() - sent);
      if (answer.code !== 0) {
        const seen = result.refusals.get(answer.code);
        result.refusals.set(answer.code, { count: (seen?.count ?? 0) + 1, msg: answer.msg });
        if (REFUSED_CODES.has(answer.code)) {
          result.stopped = answer.msg;
        }
        continue;
      }
      result.accepted += 1;
      result.logs += sheet.logs.length;
      if (random() < options.retryRate) {
        result.retries += 1;
        const retrySent = performance.now();
        const again = await device.client.postSheet(key, body);
        result.latenciesMs.push(performance.now() - retrySent);
        if (again.text !== answer.text) {
          result.retryMismatches += 1;
        }
      }
      if (options.onProgress && result.accepted % (options.progressEvery ?? 1000) === 0) {
        result.elapsedMs = performance.now() - started;
        options.onProgress(result);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, index) => worker(index)));
  result.elapsedMs = performance.now() - started;
  return result;
}

/** The p-th percentile (0..100) of the values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) {
    return 0;
  }
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
