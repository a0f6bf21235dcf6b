// The alert rules under promtool (Debian's `prometheus` package): they parse, their unit tests pass,
// and promtool really fails on a broken rule file and on a rule whose meaning changed, so a green
// run means something. Also the local Prometheus of `npm start`: its generated configuration passes
// `promtool check config`, and Prometheus starts with it and loads the rules.
import {
  ALERT_RULES,
  expectEventually,
  freePort,
  METRICS_PORTS,
  prometheusConfig,
  START_ORDER,
  startPrometheus,
} from '@timber/testing';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  ALERTS_FILE,
  ALERTS_TEST_FILE,
  alertsOf,
  readAlertRules,
  ROOT,
  RULES_DIR,
  testedAlerts,
} from './alert-rules';
import { promtool } from './promtool';

const scratch = mkdtempSync(join(tmpdir(), 'timber-promtool-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** GitHub's anchor of a Markdown heading. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');

describe('the alert rules', () => {
  const alerts = alertsOf(readAlertRules());

  it('pass promtool check rules', () => {
    const { status, output } = promtool(['check', 'rules', ALERTS_FILE]);
    expect(output).toContain(`SUCCESS: ${alerts.length} rules found`);
    expect(status).toBe(0);
  });

  it('pass their unit tests (promtool test rules)', () => {
    const { status, output } = promtool(['test', 'rules', ALERTS_TEST_FILE]);
    expect(output).toContain('SUCCESS');
    expect(status, output).toBe(0);
  });

  it('each have a test where they fire and one where they stay silent', () => {
    const tested = testedAlerts();
    for (const alert of alerts) {
      expect(tested.get(alert.alert)?.firing, alert.alert).toBeGreaterThan(0);
      expect(tested.get(alert.alert)?.silent, alert.alert).toBeGreaterThan(0);
    }
    expect([...tested.keys()].sort()).toEqual(alerts.map((a) => a.alert).sort());
  });

  it("each point at their section of docs/operations.md's Alerts", () => {
    const anchors = readFileSync(join(ROOT, 'docs', 'operations.md'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .map((line) => anchorOf(line.replace(/^#+/, '')));
    for (const alert of alerts) {
      expect(alert.annotations.runbook_url).toBe(`docs/operations.md#${anchorOf(alert.alert)}`);
      expect(anchors, alert.alert).toContain(anchorOf(alert.alert));
    }
  });

  it('make promtool check rules fail when a rule is broken', () => {
    const broken = join(scratch, 'broken.yaml');
    writeFileSync(
      broken,
      readFileSync(ALERTS_FILE, 'utf8').replace(
        'max by (job, service) (outbox_oldest_age_seconds) > 60',
        'max by (job, service) (outbox_oldest_age_seconds > 60',
      ),
    );
    const { status, output } = promtool(['check', 'rules', broken]);
    expect(status).not.toBe(0);
    expect(output).toMatch(/parse error|unclosed/i);
  });

  it('make promtool test rules fail when a rule no longer means what its tests say', () => {
    const dir = mkdtempSync(join(scratch, 'changed-'));
    const rules = readFileSync(ALERTS_FILE, 'utf8');
    const changed = rules.replace('(outbox_oldest_age_seconds) > 60', '(outbox_oldest_age_seconds) > 600');
    expect(changed).not.toBe(rules);
    writeFileSync(join(dir, 'alerts.yaml'), changed);
    copyFileSync(ALERTS_TEST_FILE, join(dir, 'alerts.test.yaml'));
    const { status, output } = promtool(['test', 'rules', join(dir, 'alerts.test.yaml')]);
    expect(status).not.toBe(0);
    expect(output).toContain('alertname: OutboxStuck');
  });
});

describe("npm start's Prometheus", () => {
  it('scrapes every process on its metrics port, its job named as the process', () => {
    const config = parse(prometheusConfig({ targets: METRICS_PORTS, ruleFiles: [ALERT_RULES] })) as {
      rule_files: string[];
      scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
    };
    expect(config.rule_files).toEqual([join(RULES_DIR, 'alerts.yaml')]);
    expect(config.scrape_configs.map((c) => c.job_name).sort()).toEqual([...START_ORDER].sort());
    for (const job of config.scrape_configs) {
      const port = METRICS_PORTS[job.job_name as keyof typeof METRICS_PORTS];
      expect(job.static_configs).toEqual([{ targets: [`127.0.0.1:${port}`] }]);
    }
    // one port each
    expect(new Set(Object.values(METRICS_PORTS)).size).toBe(START_ORDER.length);
  });

  it('has a configuration promtool accepts, rules included', () => {
    const file = join(scratch, 'prometheus.yml');
    writeFileSync(file, prometheusConfig({ targets: METRICS_PORTS, ruleFiles: [ALERT_RULES] }));
    const { status, output } = promtool(['check', 'config', file]);
    expect(output).toContain('SUCCESS');
    expect(status, output).toBe(0);
  });

  it('starts with the configuration and the rules, scrapes each target as its job, and stops', async () => {
    // a process's metrics endpoint stands in for one (the others are not running here)
    const probe = createServer((_req, res) => res.end('timber_probe_answers 1\n'));
    const probePort = await freePort();
    await new Promise<void>((resolve) => probe.listen(probePort, '127.0.0.1', resolve));
    const targets = { ...METRICS_PORTS, 'metrics-probe': probePort };
    const server = await startPrometheus({
      port: await freePort(),
      dir: join(scratch, 'server'),
      targets,
      ruleFiles: [ALERT_RULES],
    });
    const api = async <T>(path: string): Promise<T> =>
      (await (await fetch(`${server.url}/api/v1/${path}`)).json()) as T;
    try {
      const rules = await api<{ data: { groups: { rules: { name: string }[] }[] } }>('rules');
      expect(rules.data.groups.flatMap((g) => g.rules.map((r) => r.name)).sort()).toEqual(
        alertsOf(readAlertRules())
          .map((a) => a.alert)
          .sort(),
      );
      // its service discovery hands the static targets to the scrapers a few seconds after start,
      // and each target is first scraped within one interval (15 s)
      await expectEventually(async () => {
        const found = await api<{ data: { activeTargets: { labels: { job: string; instance: string } }[] } }>(
          'targets',
        );
        expect(found.data.activeTargets.map((t) => `${t.labels.job} ${t.labels.instance}`).sort()).toEqual(
          Object.entries(targets)
            .map(([job, port]) => `${job} 127.0.0.1:${port}`)
            .sort(),
        );
      }, 20_000);
      await expectEventually(
        async () => {
          const answer = await api<{
            data: { result: { metric: Record<string, string>; value: [number, string] }[] };
          }>(`query?query=${encodeURIComponent('timber_probe_answers')}`);
          expect(answer.data.result).toEqual([
            {
              metric: {
                __name__: 'timber_probe_answers',
                job: 'metrics-probe',
                instance: `127.0.0.1:${probePort}`,
              },
              value: [expect.any(Number) as number, '1'],
            },
          ]);
        },
        25_000,
        250,
      );
    } finally {
      await server.stop();
      probe.close();
    }
    expect(server.process.exitCode ?? server.process.signalCode).not.toBeNull();
  }, 60_000);
});
