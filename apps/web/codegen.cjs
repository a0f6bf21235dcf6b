// Writes the web client generated from the BFF's OpenAPI document (apps/bff/openapi.json): the
// RTK Query endpoints of each feature (openapi-config.cjs) and their client options
// (codegen-client-options.cjs). They are build output, never committed (.gitignore):
//   node apps/web/codegen.cjs             writes them (`npx nx run web:codegen`, `npm install`)
//   node apps/web/codegen.cjs --if-stale  only when one is missing or older than what it is made from
// --if-stale runs before every Vite build and dev server (vite.config.mts), `npm start` and `npm test`
// (scripts/lib.sh); the Nx targets that read the sources depend on web:codegen.
const { existsSync, statSync } = require('node:fs');
const { join } = require('node:path');

const SOURCES = [
  join(__dirname, '../bff/openapi.json'),
  join(__dirname, 'openapi-config.cjs'),
  join(__dirname, 'codegen-client-options.cjs'),
  __filename,
];
const config = require('./openapi-config.cjs');
const OUTPUTS = [...Object.keys(config.outputFiles), './src/api/client-options.generated.ts'].map((file) =>
  join(__dirname, file),
);

const stale = () => {
  const made = Math.max(...SOURCES.map((file) => statSync(file).mtimeMs));
  return OUTPUTS.some((file) => !existsSync(file) || statSync(file).mtimeMs < made);
};

async function main() {
  if (process.argv.includes('--if-stale') && !stale()) {
    return;
  }
  // what the codegen's command line does, quietly; it reads the config's paths from its folder
  process.chdir(__dirname);
  const { generateEndpoints, parseConfig } = require('@rtk-query/codegen-openapi');
  for (const options of parseConfig(config)) {
    await generateEndpoints(options);
  }
  require('./codegen-client-options.cjs');
  console.log(`wrote the web client (${OUTPUTS.length} files) from apps/bff/openapi.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
