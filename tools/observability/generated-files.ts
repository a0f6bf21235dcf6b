// The files generated from one source each: the Grafana dashboards (dashboards.ts) and the k8s
// PrometheusRule (from deploy/observability/prometheus/alerts.yaml), formatted as Prettier formats
// the repository, so that `npm run observability:generate` writes them and a test checks that
// the committed ones are this output.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { stringify } from 'yaml';
import { ALERTS_FILE, readAlertRules, ROOT } from './alert-rules';
import { dashboards } from './dashboards';

export const PROMETHEUS_RULE_FILE = 'k8s/prometheus-rule.yaml';
export const PROMETHEUS_RULE_NAME = 'timber-alerts';

/**
 * The Prometheus Operator's resource of the alert rules: alerts.yaml's groups as they are (the
 * operator's PrometheusRule has no way to include a file, so it is generated, never edited).
 */
export function prometheusRule(rulesText = readFileSync(ALERTS_FILE, 'utf8')): string {
  const rule = {
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'PrometheusRule',
    metadata: {
      name: PROMETHEUS_RULE_NAME,
      labels: { 'app.kubernetes.io/name': PROMETHEUS_RULE_NAME },
    },
    spec: readAlertRules(rulesText),
  };
  return [
    '# Generated from deploy/observability/prometheus/alerts.yaml by tools/observability/generate.ts',
    '# (npm run observability:generate): edit that file, never this one. The Prometheus Operator',
    "# loads it when its Prometheus' ruleSelector matches these labels (an overlay adds the label",
    '# yours selects, e.g. release: kube-prometheus-stack).',
    stringify(rule, { lineWidth: 0 }),
  ].join('\n');
}

/** Every generated file's path (from the repository root) and its text. */
export async function generatedFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const formatted = async (path: string, text: string): Promise<string> =>
    format(text, { ...(await resolveConfig(join(ROOT, path))), filepath: join(ROOT, path) });
  for (const [path, body] of dashboards()) {
    files.set(path, await formatted(path, JSON.stringify(body)));
  }
  files.set(PROMETHEUS_RULE_FILE, await formatted(PROMETHEUS_RULE_FILE, prometheusRule()));
  return files;
}
