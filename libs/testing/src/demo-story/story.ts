import { randomSource, USER_TYPE } from '@timber/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { ApiClient } from '../api-client';
import { DEMO_TENANT_ID } from '../demo-seed';
import { type ServiceName, type Stack } from '../stack';
import { openTestSession } from '../test-session';
import { installStoryClock, realNow, setStoryOffset, uninstallStoryClock } from './story-clock';
import { restampDatabase, type ClockMark } from './story-restamp';
import { settleEvents } from './story-settle';

/** The demo tenant's administrator, as the story's commands name their author. */
export const STORY_ADMIN = {
  id: '00000000-0000-4000-8000-000000000101',
  username: 'admin',
  tenantName: 'Demo Timber',
} as const;

const DAY_MS = 86_400_000;

/** The story's choices, from a fixed seed: the same story every time. */
export class StoryRandom {
  constructor(readonly next: () => number) {}

  /** an integer in [min, max] */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** a number in [min, max) rounded to `decimals` */
  between(min: number, max: number, decimals = 1): number {
    const factor = 10 ** decimals;
    return Math.round((min + this.next() * (max - min)) * factor) / factor;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

/** What a chapter of the story works with. */
export interface StoryContext {
  /** the story's last day (today, UTC), YYYY-MM-DD */
  readonly today: string;
  /** the day `daysAgo` days before today, YYYY-MM-DD */
  day(daysAgo: number): string;
  /** how far today (UTC) has gone when the story began, in minutes: today's moments are before it */
  readonly minutesToday: number;
  /**
   * Moves every process's clock to `time` (HH:mm, UTC) of the day `daysAgo` days before today:
   * what the next commands stamp is that moment. Today's moments never pass the real time.
   */
  at(daysAgo: number, time: string): Promise<void>;
  /** each service's API, signed in as the demo tenant's administrator (every screen) */
  api(service: Exclude<ServiceName, 'bff'>): ApiClient;
  /**
   * Waits until every event published so far has been taken by every consumer, or only by the
   * consumer groups of `services` (e.g. `['sawing']`: its copy of the stock is up to date)
   */
  settle(services?: readonly string[]): Promise<void>;
  /**
   * Moves what PostgreSQL stamped itself so far to the story's moments (done anyway at the end):
   * before a command that compares such a stamp with the story's clock (a stock count takes the
   * pieces in stock at its moment, and a piece's arrival is stamped by PostgreSQL).
   */
  restamp(): Promise<void>;
  /**
   * Runs billing's repeatable job of `queue` once now (a run of its own, as a queue dashboard's
   * "run now" adds one), waiting until billing's worker has done it: the job reads its clock, so it
   * runs at the story's moment. Its scheduled runs cannot: they are due at real times.
   */
  runBillingJob(queue: string, name: string): Promise<void>;
  /** the database, as its administrator (read ids; the story writes only through the services) */
  readonly db: Client;
  readonly random: StoryRandom;
}

/** A part of the story (stock, orders, sawing, counting, money), run after the ones before it. */
export interface StoryChapter {
  name: string;
  run(story: StoryContext): Promise<void>;
}

export interface StoryOptions {
  stack: Stack;
  adminUrl: string;
  redisUrl: string;
  jwtSecret: string;
  streamPrefix: string;
  chapters: readonly StoryChapter[];
  /** what each chapter took, as it ends */
  onChapter?: (name: string, ms: number) => void;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Runs the demo story: its chapters, in order, each through the services' HTTP APIs with every
 * process's clock at the story's moments; then every event is let through, what PostgreSQL
 * stamped itself is moved to the story's moments (story-restamp.ts), and the clocks go back to the
 * real time.
 */
export async function runStory(options: StoryOptions): Promise<void> {
  if (options.stack.kafkaBrokers) {
    // kafkajs times its requests and heartbeats by Date, which the story's clock moves by months:
    // its consumers would time out and leave their groups at every jump
    throw new Error('the demo story runs on Redis Streams: start its stack without kafkaBrokers');
  }
  installStoryClock();
  const db = new Client({ connectionString: options.adminUrl, application_name: 'timber-demo-story' });
  await db.connect();
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const marks: ClockMark[] = [];
  const startedAt = realNow();
  const todayStart = Date.UTC(
    new Date(startedAt).getUTCFullYear(),
    new Date(startedAt).getUTCMonth(),
    new Date(startedAt).getUTCDate(),
  );
  let tokenDay = '';
  const clients = new Map<string, ApiClient>();
  let token = '';

  const setClock = async (target: number) => {
    const offset = target - realNow();
    setStoryOffset(offset);
    await options.stack.setClock(offset);
    marks.push({ realAt: realNow(), offsetMs: offset });
  };

  const story: StoryContext = {
    today: isoDay(todayStart),
    day: (daysAgo) => isoDay(todayStart - daysAgo * DAY_MS),
    minutesToday: Math.floor((startedAt - todayStart) / 60_000),
    async at(daysAgo, time) {
      const [hours, minutes] = time.split(':').map(Number) as [number, number];
      let target = todayStart - daysAgo * DAY_MS + (hours * 60 + minutes) * 60_000;
      // today: never ahead of the real time (a minute behind it at most)
      target = Math.min(target, startedAt - 60_000);
      await setClock(target);
      const day = isoDay(target);
      if (day !== tokenDay) {
        tokenDay = day;
        token = await openStorySession(redis, options.jwtSecret);
        for (const client of clients.values()) {
          client.token = token;
        }
      }
    },
    api(service) {
      let client = clients.get(service);
      if (!client) {
        client = new ApiClient(options.stack.upstreamUrl(service));
        client.token = token;
        clients.set(service, client);
      }
      return client;
    },
    settle: (services) => settleEvents(db, redis, options.streamPrefix, services),
    async restamp() {
      await restampDatabase(db, startedAt, marks);
    },
    runBillingJob: (queue, name) => runJob(redis, billingQueuePrefix(options.stack), queue, name),
    db,
    random: new StoryRandom(randomSource(20261129)),
  };

  try {
    await redis.connect();
    for (const chapter of options.chapters) {
      const began = realNow();
      await chapter.run(story);
      options.onChapter?.(chapter.name, realNow() - began);
    }
    await story.settle();
    await restampDatabase(db, startedAt, marks);
  } finally {
    uninstallStoryClock();
    await options.stack.setClock(0);
    await redis.quit();
    await db.end();
  }
}

/**
 * A session of the demo's administrator, as identity's login makes one (a token and its session
 * in Redis), the token valid for the story's day: the story talks to each service directly, as
 * the BFF does.
 */
const openStorySession = (redis: Redis, secret: string): Promise<string> =>
  openTestSession(redis, secret, {
    tenantId: DEMO_TENANT_ID,
    userId: STORY_ADMIN.id,
    username: STORY_ADMIN.username,
    userType: USER_TYPE.SUPER_ADMIN,
    tenantName: STORY_ADMIN.tenantName,
    tokenTtlSeconds: DAY_MS / 1000,
  });

/** Billing's BullMQ key prefix in this stack: its QUEUE_PREFIX, else billing's default. */
const billingQueuePrefix = (stack: Stack): string => stack.env('billing').QUEUE_PREFIX ?? 'timber-bull';

/** Adds one run of a queue's job and waits until a worker has done it (its failure thrown). */
async function runJob(redis: Redis, prefix: string, name: string, jobName: string): Promise<void> {
  const connection = redis.duplicate();
  const queue = new Queue(name, { connection, prefix });
  try {
    const job = await queue.add(jobName, {}, { removeOnComplete: 100, removeOnFail: 100 });
    const deadline = realNow() + 30_000;
    for (;;) {
      const state = await queue.getJobState(job.id!);
      if (state === 'completed') {
        return;
      }
      if (state === 'failed' || realNow() > deadline) {
        throw new Error(`billing's job ${name} did not run (${state})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    await queue.close();
    await connection.quit();
  }
}
