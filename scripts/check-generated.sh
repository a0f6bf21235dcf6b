#!/usr/bin/env bash
# Fails when the committed OpenAPI document differs from what the BFF's route catalogue produces now,
# or when the web client (build output, not committed) cannot be generated from it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
node -r @swc-node/register apps/bff/src/openapi/write-openapi.ts >/dev/null
if ! git diff --quiet -- apps/bff/openapi.json; then
  git --no-pager diff --stat -- apps/bff/openapi.json
  echo "apps/bff/openapi.json is stale: run 'npm run openapi' and commit it" >&2
  exit 1
fi
# The web client, regenerated from the current document (a tag no web feature takes fails here:
# apps/web/openapi-config.cjs). Whether the web app still fits it is the web app's type-check's to
# say (npm test's, or `npx nx run web:typecheck`, which depends on web:codegen).
if [[ -f apps/web/codegen.cjs ]]; then
  if ! node apps/web/codegen.cjs >/dev/null; then
    echo "the web client could not be generated from apps/bff/openapi.json (apps/web/openapi-config.cjs)" >&2
    exit 1
  fi
fi
