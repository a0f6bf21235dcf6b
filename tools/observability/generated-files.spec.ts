// The generated dashboards and PrometheusRule: committed as generated, from the sources they
// claim, with queries Prometheus parses.
import { START_ORDER } from '@timber/testing';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { readAlertRules, ROOT } from './alert-rules';
import { dashboardQueries, dashboards, processDashboardPath, SYSTEM_DASHBOARD } from './dashboards';
import { generatedFiles, PROMETHEUS_RULE_FILE } from './generated-files';
import { promtool } from './promtool';

const scratch = mkdtempSync(join(tmpdir(), 'timber-dashboards-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the generated observability files', () => {
  it('are committed as the generator writes them (npm run observability:generate)', async () => {
    const files = await generatedFiles();
    expect(files.size).toBe(START_ORDER.length + 2);
    for (const [path, text] of files) {
      expect(existsSync(join(ROOT, path)), `${path} is not committed`).toBe(true);
      expect(readFileSync(join(ROOT, path), 'utf8'), `${path} differs from the generator's output`).toBe(
        text,
      );
    }
  });

  it("hold the PrometheusRule with exactly alerts.yaml's groups", () => {
    const rule = parse(readFileSync(join(ROOT, PROMETHEUS_RULE_FILE), 'utf8')) as {
      apiVersion: string;
      kind: string;
      spec: unknown;
    };
    expect(rule.apiVersion).toBe('monitoring.coreos.com/v1');
    expect(rule.kind).toBe('PrometheusRule');
    expect(rule.spec).toEqual(readAlertRules());
  });

  it('hold a dashboard per process and one of the system, each on the Prometheus variable', () => {
    const all = dashboards();
    expect([...all.keys()].sort()).toEqual(
      [SYSTEM_DASHBOARD, ...START_ORDER.map(processDashboardPath)].sort(),
    );
    for (const [path, body] of all) {
      const text = JSON.stringify(body);
      const datasources = [...text.matchAll(/"datasource":(\{"type":"[^"]*","uid":"[^"]*"\})/g)];
      // every panel and every query: the variable's Prometheus, never a data source of one Grafana
      expect(datasources.length, path).toBe((text.match(/"datasource":/g) ?? []).length);
      expect(new Set(datasources.map((m) => m[1])), path).toEqual(
        new Set([JSON.stringify({ type: 'prometheus', uid: '${datasource}' })]),
      );
      expect(text, path).toContain('"name":"datasource","label":"Prometheus","type":"datasource"');
    }
    // a process's dashboard queries its own job only, or (the lag, which each topic's publisher
    // reports) its own consumer groups, named after it
    for (const job of START_ORDER) {
      const exprs = [
        ...JSON.stringify(all.get(processDashboardPath(job))).matchAll(/"expr":"((?:[^"\\]|\\.)*)"/g),
      ];
      for (const [, expr = ''] of exprs) {
        const own = expr.includes(`job=\\"${job}\\"`) || expr.includes(`group=~\\"${job}\\\\\\\\..+\\"`);
        expect(own, `${job}: ${expr}`).toBe(true);
      }
    }
  });

  it('use only queries Prometheus parses (promtool check rules, as recording rules)', () => {
    const queries = dashboardQueries();
    expect(queries.length).toBeGreaterThan(30);
    const file = join(scratch, 'queries.yaml');
    writeFileSync(
      file,
      stringify({
        groups: [
          { name: 'dashboards', rules: queries.map((expr, n) => ({ record: `dashboard:query_${n}`, expr })) },
        ],
      }),
    );
    const { status, output } = promtool(['check', 'rules', file]);
    expect(output).toContain(`SUCCESS: ${queries.length} rules found`);
    expect(status, output).toBe(0);
    // and the check itself refuses a query that does not parse
    writeFileSync(
      file,
      stringify({ groups: [{ name: 'broken', rules: [{ record: 'x:y', expr: 'sum by (job (up)' }] }] }),
    );
    expect(promtool(['check', 'rules', file]).status).not.toBe(0);
  });
});
