import { type ChildProcess } from 'node:child_process';

/** A server run as a child of this process (nginx, Prometheus), until `stop`. */
export interface ChildServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Resolves once `child` answers `url` + `probe` with a 2xx; rejects when the child fails to start
 * (`notStarted` says what to install) or exits first (`exited` says why, in the server's own
 * words), or after `timeoutMs`, and then kills it. Later exits are the caller's to watch (`process`).
 */
export async function childServerReady(
  child: ChildProcess,
  options: {
    name: string;
    url: string;
    probe: string;
    timeoutMs: number;
    everyMs: number;
    notStarted: (error: Error) => string;
    exited: (code: number | null) => string;
  },
): Promise<ChildServer> {
  const { url } = options;
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(options.notStarted(error))));
    child.once('exit', (code) => reject(new Error(options.exited(code))));
  });
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
    await Promise.race([ready, failed]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  failed.catch(() => undefined);
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
