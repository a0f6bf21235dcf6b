import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');

/**
 * The real billing process refuses to start with the sandbox on in production: the configuration
 * is validated before anything else, and the process exits non-zero naming PAYMENT_SANDBOX.
 */
describe('billing: the sandbox in production (the real process)', () => {
  it('exits non-zero with a message naming PAYMENT_SANDBOX', () => {
    const run = spawnSync(
      process.execPath,
      [
        '-r',
        join(ROOT, 'tools', 'runtime', 'ts-register.cjs'),
        join(ROOT, 'apps', 'billing', 'src', 'main.ts'),
      ],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          PAYMENT_SANDBOX: '1',
          SANDBOX_PAY_SECRET: 's'.repeat(32),
          DATABASE_URL: 'postgres://billing_svc@127.0.0.1:5432/timber',
          RELAY_DATABASE_URL: 'postgres://billing_relay@127.0.0.1:5432/timber',
          REDIS_URL: 'redis://127.0.0.1:6379',
          JWT_SECRET: 'j'.repeat(32),
        },
      },
    );
    expect(run.status, run.stderr).not.toBe(0);
    expect(run.status).not.toBeNull(); // it exited by itself, not killed by the timeout
    expect(run.stderr).toContain('PAYMENT_SANDBOX: PAYMENT_SANDBOX=1 is refused with NODE_ENV=production');
  });
});
