import { type EventBus } from '@timber/events';
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { type BusSpec, clockMs, openBus } from './bus-spec';
import { sampleEvents, type StampableEvent, stamped } from './sample-event';
import { type FromSubscriber, type ToSubscriber } from './subscriber';

/**
 * Rows the outbox relay claims and publishes per round (OutboxRelay's `batchSize` default, 100,
 * libs/events/src/outbox-relay.ts): the bus is handed batches of this size, one after the other.
 */
export const RELAY_BATCH = 100;

/** Events published before anything is timed: connections opened, topics made, code compiled. */
const WARM_UP_EVENTS = 2_000;
/** warm-up events made and published at a time: a large warm-up is never all in memory at once */
const WARM_UP_CHUNK = 1_000;

export interface BusFigures {
  events: number;
  /** events published before the timed ones, and read back with them in the backlog */
  warmUp: number;
  /** events per publish call */
  batch: number;
  /** events/s of publish alone (nobody consuming), batch after batch as the relay publishes */
  publishPerSecond: number;
  /** events/s handed to the handler from a backlog, from the first handled to the last */
  drainPerSecond: number;
  /** events/s of publish while the subscription handles them */
  livePublishPerSecond: number;
  /** events/s from the first publish to the last event handled, publishing and handling at once */
  livePerSecond: number;
  /** publish to handler, while publishing and handling at once (ms) */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** events handed over more than once (delivery is at least once; 0 in a clean run) */
  redelivered: number;
  /** CPU µs per event: the publishing process (publish alone), the subscribing one (the backlog) */
  publishCpuUs: number;
  drainCpuUs: number;
  /** CPU µs per event of the broker, publish alone and the backlog; absent for a shared server */
  publishBrokerCpuUs?: number;
  drainBrokerCpuUs?: number;
}

/** The q-quantile (0..1) of sorted values, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/** Publishes the events in batches of `batch`, one batch after the other; its duration in ms. */
async function publishAll(bus: EventBus, events: readonly StampableEvent[], batch: number): Promise<number> {
  const publish = bus.publishEncoded?.bind(bus);
  if (!publish) {
    throw new Error('the bus takes no encoded events (the outbox relay hands them over encoded)');
  }
  const started = performance.now();
  for (let at = 0; at < events.length; at += batch) {
    await publish(stamped(events.slice(at, at + batch)));
  }
  return performance.now() - started;
}

type Handled = Extract<FromSubscriber, { kind: 'handled' }>;

/**
 * The subscribing side in a process of its own (subscriber.ts), as a consumer runs in another
 * service than the relay that publishes: the two do not share one JavaScript thread.
 */
class SubscriberProcess {
  private readonly inbox: FromSubscriber[] = [];
  private exited = false;

  private constructor(
    private readonly child: ChildProcess,
    private readonly timeoutMs: number,
  ) {
    child.on('message', (message: FromSubscriber) => this.inbox.push(message));
    child.once('exit', () => (this.exited = true));
  }

  static async start(timeoutMs: number): Promise<SubscriberProcess> {
    const subscriber = new SubscriberProcess(
      fork(join(__dirname, 'subscriber.ts'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
      timeoutMs,
    );
    await subscriber.next('ready');
    return subscriber;
  }

  private send(message: ToSubscriber): void {
    this.child.send(message);
  }

  private async next<K extends FromSubscriber['kind']>(
    kind: K,
  ): Promise<Extract<FromSubscriber, { kind: K }>> {
    const deadline = performance.now() + this.timeoutMs;
    for (;;) {
      const message = this.inbox.shift();
      if (message?.kind === 'failed') {
        throw new Error(`the subscriber failed: ${message.error}`);
      }
      if (message?.kind === kind) {
        return message as Extract<FromSubscriber, { kind: K }>;
      }
      if (message) {
        throw new Error(`the subscriber answered ${message.kind} where ${kind} was due`);
      }
      if (this.exited) {
        throw new Error('the subscriber process exited');
      }
      if (performance.now() > deadline) {
        throw new Error(`the subscriber did not answer ${kind} within ${this.timeoutMs} ms`);
      }
      // the figures are taken in the subscriber: this wait only collects them
      await delay(10);
    }
  }

  async subscribe(spec: BusSpec): Promise<void> {
    this.send({ kind: 'subscribe', spec });
    await this.next('subscribed');
  }

  /** Asks to be told when every one of these events was handled; `handled` waits for the answer. */
  expect(ids: readonly string[]): void {
    this.send({ kind: 'expect', ids: [...ids] });
  }

  handled(): Promise<Handled> {
    return this.next('handled');
  }

  async unsubscribe(): Promise<void> {
    this.send({ kind: 'stop' });
    await this.next('stopped');
  }

  async end(): Promise<void> {
    if (!this.exited) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      await exited;
    }
  }
}

export interface BusRun {
  /** the bus of a phase: each its own topics or streams and group */
  spec(phase: 'backlog' | 'live'): BusSpec;
  count: number;
  /** events per publish call; the relay's RELAY_BATCH */
  batch: number;
  timeoutMs: number;
  /**
   * Events published before the timed `count` (default 2,000), read back with them as the backlog:
   * on Kafka as many as Kafka's producer tool sends before its steady state, so that both sides
   * publish and read the same records as the tools do.
   */
  warmUp?: number;
  /** the broker's CPU seconds so far, when it serves this benchmark alone */
  brokerCpuSeconds?: () => number;
}

/** Publishes `count` fresh events in chunks (none kept but their ids); their ids. */
async function publishWarmUp(bus: EventBus, count: number, batch: number): Promise<string[]> {
  const ids: string[] = [];
  for (let done = 0; done < count; done += WARM_UP_CHUNK) {
    const events = sampleEvents(Math.min(WARM_UP_CHUNK, count - done));
    await publishAll(bus, events, batch);
    ids.push(...events.map((event) => event.eventId));
  }
  return ids;
}

/**
 * The project's bus, measured in three runs of `count` events like inventory's
 * `inventory.stock-in.confirmed`, each its own partition key:
 *  1. publish alone: batches one after the other as the relay publishes, nobody subscribed;
 *  2. the same events as a backlog, read by a new subscription (in another process) whose handler
 *     only records the time;
 *  3. live: on fresh topics, the subscription running, then `count` events published as in 1;
 *     each event's publish time is stamped in its payload when its batch is handed to the bus,
 *     and the handler takes the difference.
 * Warm-up events (and in 3 a probe event) open the connections, create the topics and let the
 * code compile before anything is timed; the backlog's figures count them.
 */
export async function measureBus(run: BusRun): Promise<BusFigures> {
  const brokerCpu = run.brokerCpuSeconds;
  const subscriber = await SubscriberProcess.start(run.timeoutMs);
  try {
    // 1. publish alone
    const backlog = sampleEvents(run.count);
    const publisher = openBus(run.spec('backlog'), 'publisher');
    let publishMs: number;
    let publishCpu: NodeJS.CpuUsage;
    let publishBroker: number | undefined;
    let warmUp: string[];
    try {
      warmUp = await publishWarmUp(publisher, run.warmUp ?? WARM_UP_EVENTS, run.batch);
      const cpu = process.cpuUsage();
      const broker = brokerCpu?.();
      publishMs = await publishAll(publisher, backlog, run.batch);
      publishCpu = process.cpuUsage(cpu);
      publishBroker = broker === undefined ? undefined : brokerCpu!() - broker;
    } finally {
      await publisher.close();
    }

    // 2. the backlog
    const drainBroker = brokerCpu?.();
    await subscriber.subscribe(run.spec('backlog'));
    subscriber.expect([...warmUp, ...backlog.map((event) => event.eventId)]);
    const drained = await subscriber.handled();
    const drainBrokerSeconds = drainBroker === undefined ? undefined : brokerCpu!() - drainBroker;
    await subscriber.unsubscribe();

    // 3. live
    await subscriber.subscribe(run.spec('live'));
    const live = openBus(run.spec('live'), 'publisher');
    let livePublishMs: number;
    let started: number;
    let received: Handled;
    try {
      const probe = sampleEvents(1);
      subscriber.expect(probe.map((event) => event.eventId));
      await publishAll(live, probe, run.batch);
      await subscriber.handled();
      const events = sampleEvents(run.count);
      subscriber.expect(events.map((event) => event.eventId));
      started = clockMs();
      livePublishMs = await publishAll(live, events, run.batch);
      received = await subscriber.handled();
    } finally {
      await live.close();
    }
    await subscriber.unsubscribe();

    const handledCount = warmUp.length + backlog.length;
    const latencies = received.latencies.sort((a, b) => a - b);
    return {
      events: run.count,
      warmUp: warmUp.length,
      batch: run.batch,
      publishPerSecond: (run.count / publishMs) * 1000,
      drainPerSecond: ((handledCount - 1) / (drained.lastAt - drained.firstAt)) * 1000,
      livePublishPerSecond: (run.count / livePublishMs) * 1000,
      livePerSecond: (run.count / (received.lastAt - started)) * 1000,
      p50Ms: quantile(latencies, 0.5),
      p99Ms: quantile(latencies, 0.99),
      maxMs: latencies[latencies.length - 1] ?? Number.NaN,
      redelivered: drained.redelivered + received.redelivered,
      publishCpuUs: (publishCpu.user + publishCpu.system) / run.count,
      drainCpuUs: drained.cpuMicros / handledCount,
      ...(publishBroker === undefined ? {} : { publishBrokerCpuUs: (publishBroker * 1e6) / run.count }),
      ...(drainBrokerSeconds === undefined
        ? {}
        : { drainBrokerCpuUs: (drainBrokerSeconds * 1e6) / handledCount }),
    };
  } finally {
    await subscriber.end();
  }
}
