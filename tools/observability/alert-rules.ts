// The alert rules of deploy/observability/prometheus (the one source of every copy: the k8s
// PrometheusRule is generated from them) and their promtool unit tests, read as data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

export const ROOT = join(__dirname, '..', '..');
export const RULES_DIR = join(ROOT, 'deploy', 'observability', 'prometheus');
export const ALERTS_FILE = join(RULES_DIR, 'alerts.yaml');
export const ALERTS_TEST_FILE = join(RULES_DIR, 'alerts.test.yaml');

const alertRule = z.object({
  alert: z.string(),
  expr: z.string(),
  for: z.string().optional(),
  labels: z.object({ severity: z.enum(['warning', 'critical']) }).catchall(z.string()),
  annotations: z.object({ summary: z.string(), description: z.string(), runbook_url: z.string() }).strict(),
});
export type AlertRule = z.infer<typeof alertRule>;

const ruleFile = z.object({
  groups: z.array(z.object({ name: z.string(), rules: z.array(alertRule) })),
});
export type RuleFile = z.infer<typeof ruleFile>;

/** The rule file, checked to hold alert rules with a severity, a summary, a description and a runbook. */
export function readAlertRules(text = readFileSync(ALERTS_FILE, 'utf8')): RuleFile {
  return ruleFile.parse(parse(text));
}

export const alertsOf = (rules: RuleFile): AlertRule[] => rules.groups.flatMap((g) => g.rules);

const ruleTests = z.object({
  rule_files: z.array(z.string()),
  tests: z.array(
    z.object({
      alert_rule_test: z
        .array(z.object({ alertname: z.string(), eval_time: z.string(), exp_alerts: z.array(z.unknown()) }))
        .default([]),
    }),
  ),
});

/** Per alert, how many of the unit tests' evaluations expect it firing and how many expect it silent. */
export function testedAlerts(
  text = readFileSync(ALERTS_TEST_FILE, 'utf8'),
): Map<string, { firing: number; silent: number }> {
  const tested = new Map<string, { firing: number; silent: number }>();
  for (const test of ruleTests.parse(parse(text)).tests) {
    for (const check of test.alert_rule_test) {
      const counts = tested.get(check.alertname) ?? { firing: 0, silent: 0 };
      if (check.exp_alerts.length > 0) {
        counts.firing += 1;
      } else {
        counts.silent += 1;
      }
      tested.set(check.alertname, counts);
    }
  }
  return tested;
}
