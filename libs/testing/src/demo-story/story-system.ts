import { join } from 'node:path';
import { freePort } from '../free-port';
import { TEST_REDIS_URL } from '../test-database';
import { startTestStack, type TestStack } from '../test-stack';
import { startWebServer } from '../web-server';
import { type DemoStoryOptions, seedDemoStory } from './index';
import { type StoryChapter } from './story';

/** What the demo story needs of a test stack started with `storyClock`. */
export const storyOptionsOf = (
  backend: TestStack,
): Pick<DemoStoryOptions, 'stack' | 'adminUrl' | 'redisUrl' | 'jwtSecret' | 'streamPrefix'> => ({
  stack: backend.stack,
  adminUrl: backend.adminUrl,
  redisUrl: TEST_REDIS_URL,
  jwtSecret: backend.jwtSecret,
  streamPrefix: backend.streamPrefix,
});

export interface StorySystem {
  /** the web app's address */
  baseUrl: string;
  /** what the story took, in seconds */
  storySeconds: number;
  stop(): Promise<void>;
}

/**
 * A second system for the browser tests, as `npm start` leaves a fresh clone: its own database
 * with the demo seed and Demo Timber's three months (the demo story), served by nginx from the web
 * app already built at `webRoot`. The story's acceptance (every screen of the menu opens on data,
 * in the five languages) walks it.
 */
export async function startStorySystem(
  label: string,
  webRoot: string,
  deviceSheets?: StoryChapter,
): Promise<StorySystem> {
  const backend = await startTestStack(label, { storyClock: true });
  try {
    const began = performance.now();
    await seedDemoStory({ ...storyOptionsOf(backend), ...(deviceSheets ? { deviceSheets } : {}) });
    const storySeconds = (performance.now() - began) / 1000;
    const web = await startWebServer({
      port: await freePort(),
      root: webRoot,
      bffUpstream: new URL(backend.stack.url('bff')).host,
      dir: join(webRoot, '..', `nginx-${label}`),
    });
    return {
      baseUrl: web.url,
      storySeconds,
      async stop() {
        await web.stop();
        await backend.stop();
      },
    };
  } catch (error) {
    await backend.stop();
    throw error;
  }
}
