/**
 * The demo story's clock: the demo's three months are made through the services' own commands,
 * each at the moment of the yard's life it belongs to. Every process of the story (the services
 * started with `STORY_CLOCK=1`, and the story itself) replaces `Date` with one that runs `offset`
 * milliseconds from the real clock, so what a command stamps in JavaScript (a confirmation time, an
 * event's occurredAt, a token's expiry) is the story's moment; what PostgreSQL stamps itself
 * (`default now()`) is moved to it afterwards (story-restamp.ts). Development only: a service
 * refuses the clock under NODE_ENV=production.
 */
const RealDate = Date;
let offsetMs = 0;

/** A Date that runs `offsetMs` from the real clock when made without arguments. */
class StoryDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) {
      super(RealDate.now() + offsetMs);
    } else {
      // the other forms of the constructor, as they are
      super(...(args as [string]));
    }
  }

  static override now(): number {
    return RealDate.now() + offsetMs;
  }
}

let installed = false;

/** Replaces this process's Date with the story's (once); the offset starts at 0. */
export function installStoryClock(): void {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('the demo story clock is for development only: not under NODE_ENV=production');
  }
  if (!installed) {
    globalThis.Date = StoryDate as DateConstructor;
    installed = true;
  }
}

/** Gives this process its real Date back (the story is over). */
export function uninstallStoryClock(): void {
  if (installed) {
    globalThis.Date = RealDate;
    offsetMs = 0;
    installed = false;
  }
}

/** Moves this process's clock so that now is `offset` ms from the real time. */
export function setStoryOffset(offset: number): void {
  offsetMs = offset;
}

/** The real time, whatever the story's clock says. */
export const realNow = (): number => RealDate.now();

/** A message the story sends a service process: its clock's new offset. */
export interface StoryClockMessage {
  storyClock: { id: number; offsetMs: number };
}
/** The service's answer once its clock has moved. */
export interface StoryClockAck {
  storyClockAck: number;
}

export const isStoryClockMessage = (message: unknown): message is StoryClockMessage =>
  typeof message === 'object' && message !== null && 'storyClock' in message;
