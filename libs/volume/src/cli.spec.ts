import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');

function cli(args: string[], input?: string): { stdout: string; stderr: string; status: number | null } {
  const result = spawnSync('node', ['-r', '@swc-node/register', 'libs/volume/src/cli.ts', ...args], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
  });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

describe('volume CLI', () => {
  it.each([
    [['ch', '30', '6.8'], '0.636\n'],
    [['rus_stp', '20', '6'], '0.23\n'],
    [['jas', '30', '4'], '0.360\n'],
    [['ch', '4', '2'], '0.0041\n'],
  ])('prints only the volume for %j', (args, expected) => {
    const result = cli(args);
    expect(result).toEqual({ stdout: expected, stderr: '', status: 0 });
  });

  it('reads lines in batch mode and answers in order', () => {
    const result = cli(['--batch'], 'ch 30 6.8\n\nrus_stp 14 4\n  jas 30 4  \nrus_stp 30 11\n');
    expect(result).toEqual({ stdout: '0.636\n0.073\n0.360\n1.10\n', stderr: '', status: 0 });
  });

  it('fails with a message on stderr and a non-zero exit for bad input', () => {
    const unknown = cli(['nope', '30', '6']);
    expect(unknown.status).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toMatch(/Unknown standard "nope"/);
    expect(cli(['ch', '30']).status).toBe(1);
    expect(cli(['ch', 'x', '6']).stderr).toMatch(/must be numbers/);
    const batch = cli(['--batch'], 'ch 30 6.8\nch 30 abc\nch 20 4\n');
    expect(batch.status).toBe(1);
    expect(batch.stdout).toBe('0.636\n');
    expect(batch.stderr).toMatch(/^line 2: /);
  });
});
