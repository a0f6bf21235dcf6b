'use strict';
// Runs the backend's TypeScript from JavaScript compiled ahead of time, so that a service process
// never loads a compiler: `node -r @swc-node/register` costs every process about 77 MB of memory
// (swc's native binary and the typescript package) and a slower start.
//
//   node -r ./tools/runtime/ts-register.cjs apps/inventory/src/main.ts
//
// Plain CommonJS on purpose: it must run before anything can compile TypeScript.

const { load } = require('./ts-cache.cjs');

if (!require.extensions['.ts']) {
  // require.extensions is how a CommonJS loader hooks a file type (deprecated, never removed)
  require.extensions['.ts'] = function loadTypeScript(module, filename) {
    module._compile(load(filename), filename);
  };
}
