'use strict';
// The cache of the backend's TypeScript compiled ahead of time (tmp/ts-cache), read by the loader
// ts-register.cjs. Each cached file starts with a fingerprint of its source and of the compiler
// settings: a file edited since, or missing, is compiled on first require with the same settings
// as @swc-node/register (tsconfig paths become relative requires, decorator metadata kept) and
// written back for the next process. `precompile()` compiles every stale file of apps/*/src,
// libs/*/src and tools/scripts at once: the stack calls it before it starts any process, and
// `node tools/runtime/ts-cache.cjs` does it from a shell (the Dockerfile's build step). Entry points
// of tools/scripts (migrate, seed) are compiled too.
//
// Plain CommonJS on purpose: it must run before anything can compile TypeScript.

const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const TSCONFIG = path.join(ROOT, 'tsconfig.json');
const CACHE_DIR = process.env.TS_CACHE_DIR || path.join(ROOT, 'tmp', 'ts-cache');
/** Folders whose projects' src/ run in Node processes (the web app is built by Vite). */
const PROJECT_ROOTS = ['apps', 'libs'];
const SKIPPED_PROJECTS = new Set(['apps/web']);
/** Other folders of entry points (migrate, seed). */
const SCRIPT_ROOTS = ['tools/scripts'];
const TEST_FILE = /\.(spec|int-spec|e2e-spec)\.ts$|\.d\.ts$/;

let settingsFingerprint;
/** What besides a file's own text decides its output: the compiler settings and versions. */
function settings() {
  if (settingsFingerprint === undefined) {
    const hash = createHash('sha1');
    hash.update('ts-register 1\n');
    for (const file of [
      path.join(ROOT, 'tsconfig.base.json'),
      TSCONFIG,
      path.join(ROOT, 'node_modules', '@swc', 'core', 'package.json'),
    ]) {
      try {
        hash.update(fs.readFileSync(file));
      } catch {
        hash.update(`${file} missing`);
      }
    }
    settingsFingerprint = hash.digest('hex');
  }
  return settingsFingerprint;
}

function fingerprint(source) {
  return `// ts-cache ${createHash('sha1').update(settings()).update(source).digest('hex')}\n`;
}

function cachePath(filename) {
  return path.join(CACHE_DIR, path.relative(ROOT, filename) + '.js');
}

let compileOptions;
/** Compiles one file as @swc-node/register would, without a source map. Loads the compiler. */
function compile(source, filename) {
  const {
    readDefaultTsConfig,
    tsCompilerOptionsToSwcConfig,
  } = require('@swc-node/register/read-default-tsconfig');
  const { transformSync } = require('@swc-node/core');
  if (compileOptions === undefined) {
    // module 1 = CommonJS, as @swc-node/register forces it
    compileOptions = {
      ...readDefaultTsConfig(TSCONFIG),
      module: 1,
      sourceMap: false,
      inlineSourceMap: false,
    };
  }
  return transformSync(source, filename, tsCompilerOptionsToSwcConfig(compileOptions, filename)).code;
}

/**
 * Writes atomically: processes that start together may write the same file at once. A cache this
 * process may not write (an image's, read-only to its user) only costs the next process a compile.
 */
function writeCached(file, text) {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, file);
  } catch {
    fs.rmSync(temporary, { force: true });
  }
}

/** The compiled text of a file: from the cache when current, else compiled now and cached. */
function compiled(filename, source) {
  const header = fingerprint(source);
  const file = cachePath(filename);
  try {
    const text = fs.readFileSync(file, 'utf8');
    if (text.startsWith(header)) {
      return { text, fresh: false };
    }
  } catch {
    // not cached yet
  }
  const text = header + compile(source, filename);
  writeCached(file, text);
  return { text, fresh: true };
}

function sourceFiles(directory, found) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') {
        sourceFiles(full, found);
      }
    } else if (entry.name.endsWith('.ts') && !TEST_FILE.test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

/**
 * Compiles every backend source file whose cached copy is missing or stale.
 * Returns how many files there are and how many were compiled.
 */
function precompile() {
  const files = [];
  for (const top of PROJECT_ROOTS) {
    for (const project of fs.readdirSync(path.join(ROOT, top), { withFileTypes: true })) {
      const src = path.join(ROOT, top, project.name, 'src');
      if (project.isDirectory() && !SKIPPED_PROJECTS.has(`${top}/${project.name}`) && fs.existsSync(src)) {
        sourceFiles(src, files);
      }
    }
  }
  for (const folder of SCRIPT_ROOTS) {
    if (fs.existsSync(path.join(ROOT, folder))) {
      sourceFiles(path.join(ROOT, folder), files);
    }
  }
  let compiledCount = 0;
  for (const file of files) {
    if (compiled(file, fs.readFileSync(file, 'utf8')).fresh) {
      compiledCount += 1;
    }
  }
  return { files: files.length, compiled: compiledCount };
}

/** The compiled text of a TypeScript file, for the loader. */
function load(filename) {
  return compiled(filename, fs.readFileSync(filename, 'utf8')).text;
}

if (require.main === module) {
  // node tools/runtime/ts-cache.cjs: fill the cache (the Dockerfile's build step)
  const { files, compiled: count } = precompile();
  console.log(`ts-cache: ${files} files, ${count} compiled`);
}

module.exports = { precompile, load, CACHE_DIR };
