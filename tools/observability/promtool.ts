import { spawnSync } from 'node:child_process';

/**
 * Runs Debian's promtool (the `prometheus` package; scripts/lib.sh ensure_prometheus installs it)
 * and returns its exit status and everything it printed. A missing promtool is an error that says
 * what to install, never a skipped check.
 */
export function promtool(args: readonly string[], cwd?: string): { status: number | null; output: string } {
  const result = spawnSync(process.env['PROMTOOL_PATH'] ?? 'promtool', args, {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.error) {
    throw new Error(
      `promtool did not run (${result.error.message}): install Debian's 'prometheus' package (scripts/lib.sh ensure_prometheus)`,
    );
  }
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
