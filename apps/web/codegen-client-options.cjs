// Writes the client options of the web app's endpoints that the OpenAPI document carries as
// extensions (x-timeout-ms, from the route catalogue's timeoutMs) into
// src/api/client-options.generated.ts, where the base query reads them. Run by codegen.cjs after
// the endpoints.
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const document = JSON.parse(readFileSync(join(__dirname, '../bff/openapi.json'), 'utf8'));
const timeouts = [];
for (const operations of Object.values(document.paths)) {
  for (const operation of Object.values(operations)) {
    if (!operation.deprecated && operation['x-timeout-ms']) {
      timeouts.push([operation.operationId, operation['x-timeout-ms']]);
    }
  }
}
timeouts.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

writeFileSync(
  join(__dirname, 'src/api/client-options.generated.ts'),
  [
    '// Generated from apps/bff/openapi.json by apps/web/codegen-client-options.cjs (`npx nx run web:codegen`): build output, do not edit.',
    '',
    '/** The endpoints that may take longer than REQUEST_TIMEOUT_MS: how long the client waits for each (x-timeout-ms). */',
    'export const TIMEOUT_MS: Readonly<Record<string, number>> = {',
    ...timeouts.map(([id, ms]) => `  ${id}: ${ms},`),
    '};',
    '',
  ].join('\n'),
);
