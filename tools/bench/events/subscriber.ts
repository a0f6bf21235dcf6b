import { type EventEnvelope } from '@timber/contracts';
import { type EventBus, type SubscriptionHandle } from '@timber/events';
import { type BusSpec, clockMs, openBus, quietKafkajsTimerWarning } from './bus-spec';
import { stampOf } from './sample-event';

/** What the benchmark tells its subscriber process. */
export type ToSubscriber =
  | { kind: 'subscribe'; spec: BusSpec }
  /** report once every one of these events was handled */
  | { kind: 'expect'; ids: string[] }
  | { kind: 'stop' };

/** What the subscriber process answers. */
export type FromSubscriber =
  /** its code loaded: it takes no CPU from what the benchmark times next */
  | { kind: 'ready' }
  | { kind: 'subscribed' }
  | {
      kind: 'handled';
      /** clockMs of the first and the last of the expected events handled */
      firstAt: number;
      lastAt: number;
      /** publish to handler of each expected event (ms) */
      latencies: number[];
      /** events handed over again after they were handled, since the expect */
      redelivered: number;
      /** CPU microseconds this process used from the expect to the last event */
      cpuMicros: number;
    }
  | { kind: 'stopped' }
  | { kind: 'failed'; error: string };

/** The subscription's handler: records when each event came, nothing else. */
class Receiver {
  private readonly handledAt = new Map<string, { at: number; latency: number }>();
  private expected = new Set<string>();
  private waiting: readonly string[] = [];
  private cpuAtExpect = process.cpuUsage();
  redelivered = 0;

  constructor(private readonly send: (message: FromSubscriber) => void) {}

  readonly handle = (event: EventEnvelope): Promise<void> => {
    const at = clockMs();
    if (this.handledAt.has(event.eventId)) {
      this.redelivered += 1;
    } else {
      this.handledAt.set(event.eventId, { at, latency: at - stampOf(event) });
      if (this.expected.delete(event.eventId)) {
        this.reportWhenDone();
      }
    }
    return Promise.resolve();
  };

  expect(ids: readonly string[]): void {
    this.cpuAtExpect = process.cpuUsage();
    this.redelivered = 0;
    this.waiting = ids;
    this.expected = new Set(ids.filter((id) => !this.handledAt.has(id)));
    this.reportWhenDone();
  }

  private reportWhenDone(): void {
    if (this.expected.size > 0 || this.waiting.length === 0) {
      return;
    }
    const cpu = process.cpuUsage(this.cpuAtExpect);
    const times = this.waiting.map((id) => this.handledAt.get(id)!);
    this.waiting = [];
    this.send({
      kind: 'handled',
      firstAt: times.reduce((first, time) => Math.min(first, time.at), Number.POSITIVE_INFINITY),
      lastAt: times.reduce((last, time) => Math.max(last, time.at), 0),
      latencies: times.map((time) => time.latency),
      redelivered: this.redelivered,
      cpuMicros: cpu.user + cpu.system,
    });
  }
}

/**
 * The subscriber process: one subscription of the project's bus at a time, driven over IPC; ended
 * by the benchmark (SIGTERM).
 */
function serve(): void {
  quietKafkajsTimerWarning();
  const send = (message: FromSubscriber): void => {
    process.send?.(message);
  };
  const receiver = new Receiver(send);
  let bus: EventBus | undefined;
  let handle: SubscriptionHandle | undefined;
  const fail = (error: unknown): void => send({ kind: 'failed', error: String(error) });
  process.on('message', (message: ToSubscriber) => {
    switch (message.kind) {
      case 'subscribe':
        bus = openBus(message.spec, 'subscriber');
        bus
          .subscribe({ group: 'bench', topics: ['inventory'], handle: receiver.handle })
          .then((subscribed) => {
            handle = subscribed;
            send({ kind: 'subscribed' });
          })
          .catch(fail);
        break;
      case 'expect':
        receiver.expect(message.ids);
        break;
      case 'stop':
        void (async () => {
          await handle?.stop();
          await bus?.close();
          handle = undefined;
          bus = undefined;
          send({ kind: 'stopped' });
        })().catch(fail);
        break;
    }
  });
  send({ kind: 'ready' });
}

if (require.main === module) {
  serve();
}
