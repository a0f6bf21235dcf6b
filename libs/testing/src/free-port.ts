import { createServer } from 'node:net';

/**
 * Ports are handed out below Linux's ephemeral range (32768 and up), where the outgoing
 * connections of the tests themselves (PostgreSQL, Redis, fetch) take theirs: a port found free
 * there could be taken by a client socket before the process meant for it binds it. Each Vitest
 * worker draws from a block of its own, and a process never hands out the same port twice.
 */
const FIRST = 20_000;
const BLOCK = 1_000;
const BLOCKS = 12;
const block = FIRST + (Number(process.env.VITEST_POOL_ID ?? 0) % BLOCKS) * BLOCK;
let next = Math.floor(Math.random() * BLOCK);

const bindable = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A TCP port nothing listens on right now, and that no other caller in this process was given. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < BLOCK; tries++) {
    const port = block + (next++ % BLOCK);
    if (await bindable(port)) {
      return port;
    }
  }
  throw new Error(`no free port in ${block}-${block + BLOCK - 1}`);
}
