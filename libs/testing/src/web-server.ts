import { type ErrorKey } from '@timber/contracts';
import { LOCALES } from '@timber/i18n';
import { errorAnswer } from '@timber/nest-kit';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ChildServer, childServerReady } from './child-server';

const ROOT = join(__dirname, '..', '..', '..');
/** The web server's one configuration, the container's (docker/nginx/default.conf.template). */
export const NGINX_TEMPLATE = join(ROOT, 'docker', 'nginx', 'default.conf.template');
/** Where the error envelopes are served from, under the app's root (the template's `location ^~ /.errors/`). */
export const ERROR_PAGES_DIR = '.errors';

/** `4 32k` → 32 KB a line, 128 KB in all; `20m` → 20 MB. */
function sizeOf(value: string): { bytes: number; text: string } {
  const match = /^(\d+)([km]?)$/i.exec(value);
  if (!match) {
    throw new Error(`a size nginx writes as ${value} is not read here`);
  }
  const unit = (match[2] ?? '').toLowerCase();
  const n = Number(match[1]);
  return {
    bytes: n * (unit === 'm' ? 1024 * 1024 : unit === 'k' ? 1024 : 1),
    text: unit === 'm' ? `${n} MB` : unit === 'k' ? `${n} KB` : `${n} bytes`,
  };
}

/** A directive's value in the template (its one occurrence). */
function directive(template: string, name: string): string {
  const matches = [...template.matchAll(new RegExp(`^\\s*${name}\\s+([^;]+);`, 'gm'))];
  if (matches.length !== 1) {
    throw new Error(`${NGINX_TEMPLATE} must set ${name} once (found ${matches.length})`);
  }
  return matches[0]![1]!.trim();
}

/** The limits the web server answers for itself, read from the template. */
export function webServerLimits(template = readFileSync(NGINX_TEMPLATE, 'utf8')): {
  requestLine: { bytes: number; text: string };
  headers: { bytes: number; text: string };
  body: { bytes: number; text: string };
} {
  const [count = '', size = ''] = directive(template, 'large_client_header_buffers').split(/\s+/);
  const line = sizeOf(size);
  const all = (Number(count) * line.bytes) / 1024;
  return {
    requestLine: line,
    headers: { bytes: all * 1024, text: `${all} KB` },
    body: sizeOf(directive(template, 'client_max_body_size')),
  };
}

/**
 * The envelope of each answer the web server makes itself, per status, in every language: written
 * as `<root>/.errors/<language>/<status>.json`, which the template's error_page lines serve.
 */
export function writeErrorPages(root: string, template = readFileSync(NGINX_TEMPLATE, 'utf8')): void {
  const limits = webServerLimits(template);
  const pages: Record<number, [ErrorKey, Record<string, string>]> = {
    400: ['COMMON.BAD_REQUEST', {}],
    404: ['COMMON.NOT_FOUND', {}],
    405: ['COMMON.METHOD_NOT_ALLOWED', {}],
    413: ['COMMON.BODY_TOO_LARGE', { limit: limits.body.text }],
    414: ['COMMON.URL_TOO_LONG', { limit: limits.requestLine.text }],
    431: ['COMMON.HEADERS_TOO_LARGE', { limit: limits.headers.text }],
    500: ['COMMON.INTERNAL', {}],
    503: ['COMMON.UNAVAILABLE', {}],
    504: ['COMMON.TIMEOUT', {}],
  };
  for (const locale of LOCALES) {
    const dir = join(root, ERROR_PAGES_DIR, locale);
    mkdirSync(dir, { recursive: true });
    for (const [status, [key, params]] of Object.entries(pages)) {
      const answer = errorAnswer(key, params, locale);
      if (answer.status !== Number(status)) {
        throw new Error(`${key} is answered with ${answer.status}, not ${status}`);
      }
      writeFileSync(join(dir, `${status}.json`), JSON.stringify(answer.body));
    }
  }
}

export interface WebServerOptions {
  /** the port it listens on, on 127.0.0.1 */
  port: number;
  /** the built web app (index.html, share.html, assets/) */
  root: string;
  /** host:port of the BFF */
  bffUpstream: string;
  /** where its configuration, pid, temporary files and logs go (created) */
  dir: string;
}

/** What replaces a line of the template; each line must be there once. */
function replaceOnce(text: string, line: RegExp, by: string): string {
  const found = text.match(new RegExp(line.source, 'gm'))?.length ?? 0;
  if (found !== 1) {
    throw new Error(`${NGINX_TEMPLATE}: expected one line matching ${line.source}, found ${found}`);
  }
  return text.replace(new RegExp(line.source, 'm'), by);
}

/**
 * nginx's configuration for this machine: the container's template with ${BFF_UPSTREAM}
 * substituted as the image's entrypoint does, its own `listen` (127.0.0.1 and the port) and `root`
 * lines, inside a main file that keeps the pid, temporary files and logs under `dir`, so it runs
 * as any user without touching /etc/nginx (it reads Debian's mime.types there).
 */
export function webServerConfig(
  options: WebServerOptions,
  template = readFileSync(NGINX_TEMPLATE, 'utf8'),
): string {
  let server = template.replaceAll('${BFF_UPSTREAM}', options.bffUpstream);
  server = replaceOnce(server, /^(\s*)listen\s+\d+;$/, `$1listen 127.0.0.1:${options.port};`);
  server = replaceOnce(server, /^(\s*)root\s+[^;]+;$/, `$1root ${options.root};`);
  if (/\$\{\w+\}/.test(server)) {
    throw new Error(
      `${NGINX_TEMPLATE} has a variable this machine does not set: ${/\$\{\w+\}/.exec(server)?.[0]}`,
    );
  }
  const dir = options.dir;
  const mimeTypes = '/etc/nginx/mime.types';
  if (!existsSync(mimeTypes)) {
    throw new Error(`${mimeTypes} is missing: install Debian's nginx (scripts/lib.sh ensure_nginx)`);
  }
  return [
    '# written by libs/testing/src/web-server.ts from docker/nginx/default.conf.template',
    // one process, no workers to switch to another user: it runs as whoever starts it
    'daemon off;',
    'master_process off;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 4096; }',
    'http {',
    `    include ${mimeTypes};`,
    '    default_type application/octet-stream;',
    `    access_log ${dir}/access.log;`,
    '    sendfile on;',
    '    keepalive_timeout 65;',
    `    client_body_temp_path ${dir}/client_body;`,
    `    proxy_temp_path ${dir}/proxy;`,
    `    fastcgi_temp_path ${dir}/fastcgi;`,
    `    uwsgi_temp_path ${dir}/uwsgi;`,
    `    scgi_temp_path ${dir}/scgi;`,
    server
      .split('\n')
      .map((line) => (line ? `    ${line}` : line))
      .join('\n'),
    '}',
    '',
  ].join('\n');
}

/** nginx: NGINX_PATH, else Debian's /usr/sbin/nginx, else the one on PATH. */
const nginxBinary = (): string =>
  process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

export type WebServer = ChildServer;

/**
 * The built web app served as the containers serve it: nginx in the foreground, a child of this
 * process, with the configuration of webServerConfig and the error envelopes written next to the
 * app. Resolves once it answers /healthz.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  mkdirSync(options.dir, { recursive: true });
  writeErrorPages(options.root);
  const config = join(options.dir, 'nginx.conf');
  writeFileSync(config, webServerConfig(options));
  const child = spawn(
    nginxBinary(),
    ['-p', options.dir, '-e', join(options.dir, 'error.log'), '-c', config],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return childServerReady(child, {
    name: 'nginx',
    url: `http://127.0.0.1:${options.port}`,
    probe: '/healthz',
    timeoutMs: 15_000,
    everyMs: 50,
    notStarted: (error) =>
      `nginx did not start (${error.message}): install Debian's nginx (scripts/lib.sh ensure_nginx)`,
    exited: (code) => `nginx exited with ${code}: ${errors.trim()} (see ${join(options.dir, 'error.log')})`,
  });
}
