// docker/Dockerfile, its nginx template and its .dockerignore.
import { type DeploySnapshot, type Report, STATIC_HEALTH_PATH } from './deploy-model';

export function checkDockerfile(s: DeploySnapshot, problem: Report): void {
  const d = s.dockerfile;
  if (!d) {
    problem('docker/Dockerfile is missing');
    return;
  }
  const stages = [...d.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gim)].map((m) => ({
    from: m[1] ?? '',
    name: m[2] ?? '',
  }));
  const last = stages.at(-1);
  if (!/^ARG NODE_IMAGE=node:24-bookworm-slim$/m.test(d)) {
    problem('Dockerfile: the Node stages must build FROM node:24-bookworm-slim (ARG NODE_IMAGE)');
  }
  if (!last || last.from !== '${NODE_IMAGE}') {
    problem('Dockerfile: the last (default) stage must be the backend app stage FROM ${NODE_IMAGE}');
  }
  const appStage = d.slice(d.lastIndexOf('\nFROM '));
  for (const [pattern, what] of [
    [/^ARG APP$/m, 'ARG APP'],
    [/^ARG PORT(=\d+)?$/m, 'ARG PORT'],
    [/^EXPOSE \$\{PORT\}$/m, 'EXPOSE ${PORT}'],
    [/^USER (?!root\b|0\b)\S+$/m, 'a non-root USER'],
    [/ts-cache\.cjs/, 'the TypeScript compiled at build (tools/runtime/ts-cache.cjs)'],
    [/-r \.\/tools\/runtime\/ts-register\.cjs/, 'the start command with the precompiled loader'],
    [/-r \.\/tools\/runtime\/tracing\.cjs/, 'the start command with the tracing preload'],
  ] as const) {
    if (!pattern.test(appStage)) {
      problem(`Dockerfile: the app stage lacks ${what}`);
    }
  }
  const web = d.slice(d.search(/^FROM\s+\S+\s+AS\s+web\s*$/im));
  if (!stages.some((st) => st.name === 'web')) {
    problem('Dockerfile: no `web` stage (nginx serving the SPA)');
  } else if (!/COPY docker\/nginx\/default\.conf\.template /.test(web)) {
    problem('Dockerfile: the web stage does not install docker/nginx/default.conf.template');
  }
  const staticApp = s.apps.find((a) => a.kind === 'static');
  if (staticApp && !new RegExp(`^EXPOSE ${staticApp.port}$`, 'm').test(web)) {
    problem(`Dockerfile: the web stage does not EXPOSE ${staticApp.port} (nginx listen port)`);
  }
  if (staticApp && !new RegExp(`\\blisten\\s+${staticApp.port}\\s*;`).test(s.nginxTemplate)) {
    problem(`docker/nginx/default.conf.template does not listen on ${staticApp.port}`);
  }
  if (!s.nginxTemplate.includes(`location = ${STATIC_HEALTH_PATH} `)) {
    problem(`docker/nginx/default.conf.template has no location = ${STATIC_HEALTH_PATH}`);
  }
  if (!/location \/api\/ \{[^}]*proxy_pass http:\/\/\$\{BFF_UPSTREAM\};/.test(s.nginxTemplate)) {
    problem('docker/nginx/default.conf.template does not proxy /api/ to ${BFF_UPSTREAM}');
  }
  if (!s.dockerignore.root || s.dockerignore.root !== s.dockerignore.docker) {
    problem('.dockerignore and docker/Dockerfile.dockerignore must exist and be identical');
  }
}
