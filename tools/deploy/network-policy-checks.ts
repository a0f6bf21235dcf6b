import { appPorts, type DeploySnapshot, type Report } from './deploy-model';
import { at, list, rec } from './manifest-values';

/** What the world outside the cluster may reach: the web app, the BFF, and ingest's device port. */
const PUBLIC_PORTS: Record<string, 'port'> = { web: 'port', bff: 'port', ingest: 'port' };
/** The only app that may call the services behind it. */
const GATEKEEPER = 'bff';

/** Whether a NetworkPolicy's podSelector selects the pods of `app` (matchLabels, or `In` expressions). */
export function selects(selector: unknown, app: string): boolean {
  const labels = rec(at(selector, 'matchLabels'));
  const expressions = list(at(selector, 'matchExpressions'));
  const byLabels = Object.entries(labels).every(([k, v]) => k === 'app.kubernetes.io/name' && v === app);
  const byExpressions = expressions.every(
    (e) =>
      at(e, 'key') === 'app.kubernetes.io/name' &&
      at(e, 'operator') === 'In' &&
      list(at(e, 'values')).includes(app),
  );
  return byLabels && byExpressions;
}

/**
 * NetworkPolicies: ingress is denied by default, and every port of every app with a Service is
 * open to anyone only where PUBLIC_PORTS says so; every other port answers the BFF's pods alone.
 */
export function checkNetworkPolicies(s: DeploySnapshot, problem: Report): void {
  const policies = s.k8s.filter((o) => o.kind === 'NetworkPolicy');
  const denyAll = policies.some(
    (p) =>
      Object.keys(rec(at(p.body, 'spec', 'podSelector'))).length === 0 &&
      list(at(p.body, 'spec', 'policyTypes')).includes('Ingress') &&
      list(at(p.body, 'spec', 'ingress')).length === 0,
  );
  if (!denyAll) {
    problem('k8s: no NetworkPolicy denies ingress to every pod by default');
  }
  for (const app of s.apps) {
    if (app.kind === 'worker') {
      continue;
    }
    const rules = policies
      .filter((p) => selects(at(p.body, 'spec', 'podSelector'), app.name))
      .flatMap((p) => list(at(p.body, 'spec', 'ingress')));
    const ports = app.kind === 'static' ? [app.port] : appPorts(app);
    for (const port of ports) {
      const opening = rules.filter((r) => {
        const listed = list(at(r, 'ports')).map((p) => at(p, 'port'));
        return listed.length === 0 || listed.includes(port);
      });
      const fromAnywhere = opening.some((r) => list(at(r, 'from')).length === 0);
      const fromOthers = opening.some((r) =>
        list(at(r, 'from')).some((f) => !selects(at(f, 'podSelector'), GATEKEEPER)),
      );
      const isPublic = PUBLIC_PORTS[app.name] === 'port' && port === app.port;
      if (isPublic && !fromAnywhere) {
        problem(
          `k8s ${app.name}: port ${port} is public (devices or browsers call it) but no NetworkPolicy opens it`,
        );
      }
      if (!isPublic && (fromAnywhere || fromOthers)) {
        problem(
          `k8s ${app.name}: port ${port} must answer the ${GATEKEEPER} alone, but a NetworkPolicy opens it wider`,
        );
      }
      if (!isPublic && app.name !== GATEKEEPER && opening.length === 0) {
        problem(`k8s ${app.name}: no NetworkPolicy lets the ${GATEKEEPER} reach port ${port}`);
      }
    }
  }
}
