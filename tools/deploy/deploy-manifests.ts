// Static consistency check of the deployment files (docker/, k8s/) against the apps of the
// repository. No Docker engine or cluster runs on the development machines, so this is what
// proves that every app is deployed with the right image, port, probes and environment.
//
// `loadDeploySnapshot()` reads everything once (deploy-snapshot-loader.ts); `checkDeployment()` is a
// pure function that returns the list of problems (empty when consistent), so tests can also run it
// on broken copies. Each subject's checks live in a file of their own: the Dockerfile's
// (dockerfile-checks.ts), compose's (compose-checks.ts), the k8s apps' (k8s-app-checks.ts), the
// NetworkPolicies' (network-policy-checks.ts), the Strimzi resources' (kafka-checks.ts), the
// migration's (migration-checks.ts), and the metrics, scaling, disruption budgets, resources and
// alert rules' (observability-checks.ts).
import { AgreedValues } from './agreed-values';
import {
  checkComposeApp,
  checkComposeInfrastructure,
  checkComposeMedia,
  composeEnv,
  composeImage,
} from './compose-checks';
import { CONFIG_MAP, type DeploySnapshot, isBackend, SECRET, SECRET_VAR } from './deploy-model';
import { checkDockerfile } from './dockerfile-checks';
import { checkK8sApp, checkK8sTarget, checkKustomization } from './k8s-app-checks';
import { checkKafka } from './kafka-checks';
import { hostPort, imageTag, isRecord, rec, text } from './manifest-values';
import { checkMigration } from './migration-checks';
import { checkNetworkPolicies } from './network-policy-checks';
import {
  checkDisruptionBudget,
  checkMetrics,
  checkPrometheusRule,
  checkResources,
  checkScaling,
} from './observability-checks';

/** The OpenTelemetry SDK's own variables (https://opentelemetry.io/docs/specs/otel/configuration/sdk-environment-variables/). */
const OTEL_SDK_VAR = /^OTEL_[A-Z0-9_]+$/;

export {
  globalPrefixOf,
  resolveEnvSchema,
  unresolvedSchemaParts,
  zodObjectSchemas,
} from './config-schema-reader';
export {
  CONFIG_MAP,
  IMAGE_PREFIX,
  KAFKA_DIR,
  KAFKA_MIN_IN_SYNC,
  KAFKA_REPLICATION,
  MIGRATE_ENTRY,
  SECRET,
  STATIC_HEALTH_PATH,
  STRIMZI_API,
  type AppInfo,
  type BackendApp,
  type DeploySnapshot,
  type EnvSchema,
  type K8sObject,
  type ServiceApp,
  type StaticApp,
  type WorkerApp,
} from './deploy-model';
export { loadDeploySnapshot, SHARED_CONFIG_FILES } from './deploy-snapshot-loader';

/** Every inconsistency between the apps and their deployment files, one sentence each. */
export function checkDeployment(s: DeploySnapshot): string[] {
  const problems: string[] = [];
  const problem = (message: string): void => {
    problems.push(message);
  };
  for (const unknown of s.unknownApps) {
    problem(`cannot tell how app ${unknown}`);
  }
  if (s.apps.length === 0) {
    problem('no apps found under apps/*/project.json with tag type:app');
  }
  checkDockerfile(s, problem);
  const services = rec(s.compose['services']);
  checkComposeInfrastructure(s, services, problem);
  checkKustomization(s, problem);
  checkNetworkPolicies(s, problem);

  const appNames = new Set(s.apps.map((a) => a.name));
  const configMaps = s.k8s.filter((o) => o.kind === 'ConfigMap' && o.name === CONFIG_MAP);
  const configData = new Map(
    Object.entries(rec(configMaps[0]?.body['data'])).map(([k, v]) => [k, text(v) ?? ''] as const),
  );
  if (configMaps.length !== 1) {
    problem(`k8s: expected one ConfigMap ${CONFIG_MAP}, found ${configMaps.length}`);
  }
  for (const key of configData.keys()) {
    if (SECRET_VAR.test(key)) {
      problem(`k8s: ConfigMap ${CONFIG_MAP} holds ${key}, which belongs in the Secret ${SECRET}`);
    }
    // OTEL_* are read by the OpenTelemetry SDK, which the image's preload starts in every backend
    // process (tools/runtime/tracing.cjs, required by the Dockerfile checks), not by a config schema
    if (!OTEL_SDK_VAR.test(key) && !s.apps.some((a) => isBackend(a) && a.env.keys.includes(key))) {
      problem(`k8s: ConfigMap ${CONFIG_MAP} key ${key} is read by no app's config schema`);
    }
  }
  checkKafka(s, configData, problem);
  if (s.k8s.some((o) => o.kind === 'Secret')) {
    problem('k8s: a Secret is committed; reference timber-secrets instead (see secrets.example.yaml)');
  }

  const imageTags = new Set<string>();
  const agreed = { compose: new AgreedValues('compose'), k8s: new AgreedValues('k8s') };
  for (const app of s.apps) {
    const composeService = services[app.name];
    if (!isRecord(composeService)) {
      problem(`compose: app ${app.name} has no service`);
    }
    const composeImg = isRecord(composeService) ? composeImage(composeService['image']) : '';
    if (isRecord(composeService)) {
      checkComposeApp(s, app, composeService, services, problem);
      if (isBackend(app)) {
        agreed.compose.add(app, composeEnv(composeService));
      }
    }
    const k8sImage = checkK8sApp(s, app, configData, agreed.k8s, problem);
    checkMetrics(s, app, problem);
    checkScaling(s, app, configData, problem);
    checkDisruptionBudget(s, app, problem);
    if (composeImg && k8sImage && composeImg !== k8sImage) {
      problem(`${app.name}: compose image ${composeImg} differs from the k8s image ${k8sImage}`);
    }
    for (const image of [composeImg, k8sImage]) {
      if (image) {
        imageTags.add(imageTag(image));
      }
    }
  }
  for (const file of s.unreadConsumers) {
    problem(`${file}: no subscription (group: '…', topics: [...]) found to scale the app on`);
  }
  checkResources(s, problem);
  checkPrometheusRule(s, problem);
  agreed.compose.check(problem);
  agreed.k8s.check(problem);
  checkComposeMedia(s, services, problem);
  const migrateImage = checkMigration(s, services, problem);
  if (migrateImage) {
    imageTags.add(imageTag(migrateImage));
  }
  if (imageTags.size > 1) {
    problem(`images carry different tags: ${[...imageTags].sort().join(', ')}`);
  }

  // URLs of one app pointing at another (bff → identity, ...) in the shared ConfigMap
  for (const [key, value] of configData) {
    const target = /^https?:\/\//.test(value) ? hostPort(value) : undefined;
    if (target) {
      checkK8sTarget(s, `ConfigMap ${CONFIG_MAP} ${key}`, target, problem);
    }
  }
  for (const role of s.serviceRoles) {
    if (!appNames.has(role.service)) {
      problem(`libs/db lists data service ${role.service}, which is no app`);
    }
  }
  return problems;
}
