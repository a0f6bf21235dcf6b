// A fault for the crash tests, loaded with `node -r` into a spawned worker (spawnWorker's
// `preload`): the worker runs as usual, but at its result, `counting.recognition.completed`, it
// stops for good, before publishing it or just after (RECOGNITION_TEST_HOLD=before|after), and
// says so on stderr. The test then kills it there with SIGKILL, as a crash at that point would.
import { type EventEnvelope } from '@timber/contracts';
import { RedisStreamsEventBus } from '@timber/events';

type Publish = (this: RedisStreamsEventBus, events: readonly EventEnvelope[]) => Promise<void>;

const hold = process.env['RECOGNITION_TEST_HOLD'];
const publish = Object.getOwnPropertyDescriptor(RedisStreamsEventBus.prototype, 'publish')?.value as Publish;
const forever = (): Promise<void> => new Promise<void>(() => undefined);

RedisStreamsEventBus.prototype.publish = async function held(events) {
  const result = events.some((event) => event.type === 'counting.recognition.completed');
  if (result && hold === 'before') {
    console.error('[hold-publish] holding before publishing the result');
    return forever();
  }
  await publish.call(this, events);
  if (result && hold === 'after') {
    console.error('[hold-publish] the result is published; holding before the job completes');
    return forever();
  }
};
