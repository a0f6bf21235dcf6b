import { type ChildProcess } from 'node:child_process';

/** A server run as a child of this process (nginx, Prometheus), until `stop`. */
export interface ChildServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Resolves once `child` answers `url` + `probe` with a 2xx; rejects with `failed`'s error when the
 * child fails to start or exits first (`failed` says why, in the server's own words), or after
 * `timeoutMs`, and then kills it. Later exits are the caller's to watch (`process`).
 */
export async function childServerReady(
  child: ChildProcess,
  options: {
    name: string;
    url: string;
    probe: string;
    timeoutMs: number;
    everyMs: number;
    failed: Promise<never>;
  },
): Promise<ChildServer> {
  const { url } = options;
  const ready = (async () => {
    for (const deadline = Date.now() + options.timeoutMs; Date.now() < deadline; ) {
      const ok = await fetch(`${url}${options.probe}`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ok) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, options.everyMs));
    }
    throw new Error(`${options.name} did not answer on ${url} within ${options.timeoutMs / 1000} s`);
  })();
  try {
    await Promise.race([ready, options.failed]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  options.failed.catch(() => undefined);
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) {
        return;
      }
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
