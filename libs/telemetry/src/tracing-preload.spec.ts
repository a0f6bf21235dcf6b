import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');
const run = promisify(execFile);

/** The OpenTelemetry modules a process started as the stack starts one has loaded, with `env`. */
async function loadedOpenTelemetry(env: Record<string, string>): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    [
      '-r',
      join(ROOT, 'tools', 'runtime', 'ts-register.cjs'),
      '-r',
      join(ROOT, 'tools', 'runtime', 'tracing.cjs'),
      '-e',
      `const names = Object.keys(require.cache).flatMap((k) => /node_modules[\\\\/](@opentelemetry[\\\\/][^\\\\/]+)/.exec(k)?.[1] ?? []);
       console.log(JSON.stringify([...new Set(names)].sort()));`,
    ],
    { cwd: ROOT, env: { PATH: process.env['PATH'] ?? '', ...env } },
  );
  return JSON.parse(stdout) as string[];
}

describe('the tracing preload (tools/runtime/tracing.cjs)', () => {
  it('loads no OpenTelemetry module when no OTEL_* variable is set: no SDK, no exporter', async () => {
    expect(await loadedOpenTelemetry({})).toEqual([]);
    expect(
      await loadedOpenTelemetry({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
        OTEL_SDK_DISABLED: 'true',
      }),
    ).toEqual([]);
  }, 30_000);

  it('starts the SDK with its exporter and instrumentations when an OTLP endpoint is set', async () => {
    const loaded = await loadedOpenTelemetry({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    expect(loaded).toEqual(
      expect.arrayContaining([
        '@opentelemetry/sdk-node',
        '@opentelemetry/exporter-trace-otlp-proto',
        '@opentelemetry/instrumentation-http',
        '@opentelemetry/instrumentation-pg',
      ]),
    );
  }, 30_000);
});
