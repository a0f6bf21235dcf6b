import { composeEnv, composeImage } from './compose-checks';
import { type DeploySnapshot, IMAGE_PREFIX, type Report, SECRET } from './deploy-model';
import { checkSecretRefs, containerEnv } from './k8s-app-checks';
import { at, imageName, isRecord, list, rec, text } from './manifest-values';

/** The migration: compose one-shot service and k8s Job; returns the image. */
export function checkMigration(
  s: DeploySnapshot,
  services: Record<string, unknown>,
  problem: Report,
): string | undefined {
  if (!s.migrateEntry.exists) {
    problem(`${s.migrateEntry.path} does not exist`);
  }
  const compose = rec(services['migrate']);
  const composeImg = composeImage(compose['image']);
  if (!isRecord(services['migrate'])) {
    problem('compose: no migrate service');
  } else {
    if (imageName(composeImg) !== `${IMAGE_PREFIX}migrate`) {
      problem(`compose migrate: image ${composeImg || 'missing'} is not ${IMAGE_PREFIX}migrate:<tag>`);
    }
    if (text(at(compose, 'build', 'args', 'ENTRY')) !== s.migrateEntry.path) {
      problem(`compose migrate: build arg ENTRY must be ${s.migrateEntry.path}`);
    }
    const command = list(compose['command']).map((c) => text(c) ?? '');
    if (!command.includes(s.migrateEntry.path)) {
      problem(`compose migrate: command does not run ${s.migrateEntry.path}`);
    }
    if (!composeEnv(compose).get('DATABASE_ADMIN_URL')) {
      problem('compose migrate: DATABASE_ADMIN_URL is not set');
    }
    if (text(at(compose, 'depends_on', 'postgres', 'condition')) !== 'service_healthy') {
      problem('compose migrate: depends_on postgres must have condition service_healthy');
    }
    if (!['no', undefined].includes(text(compose['restart']))) {
      problem('compose migrate: a one-shot service must not restart');
    }
  }
  const jobs = s.k8s.filter((o) => o.kind === 'Job');
  const job = jobs.find((j) =>
    list(at(j.body, 'spec', 'template', 'spec', 'containers')).some((c) =>
      list(at(c, 'command')).includes(s.migrateEntry.path),
    ),
  );
  if (!job) {
    problem(`k8s: no Job runs ${s.migrateEntry.path}`);
    return composeImg || undefined;
  }
  const container = rec(at(job.body, 'spec', 'template', 'spec', 'containers', 0));
  const image = text(container['image']) ?? '';
  if (composeImg && image !== composeImg) {
    problem(`k8s Job ${job.name}: image ${image} differs from compose migrate image ${composeImg}`);
  }
  const env = containerEnv(container, new Map());
  checkSecretRefs(s, `k8s Job ${job.name}`, env, problem);
  if (!env.secret.has('DATABASE_ADMIN_URL')) {
    problem(`k8s Job ${job.name}: DATABASE_ADMIN_URL must come from the Secret ${SECRET}`);
  }
  return image;
}
