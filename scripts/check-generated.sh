#!/usr/bin/env bash
# Fails when a generated file differs from what its source produces now.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
node -r @swc-node/register apps/bff/src/openapi/write-openapi.ts >/dev/null
if ! git diff --quiet -- apps/bff/openapi.json; then
  git --no-pager diff --stat -- apps/bff/openapi.json
  echo "apps/bff/openapi.json is stale: run 'npm run openapi' and commit it" >&2
  exit 1
fi
if [[ -f apps/web/openapi-config.cjs ]]; then
  npx rtk-query-codegen-openapi apps/web/openapi-config.cjs >/dev/null
  node apps/web/codegen-client-options.cjs
  # the endpoints of each feature (src/features/*/*.api.generated.ts, src/api/shared.api.generated.ts)
  # and their client options; a file the config now writes but git lacks is stale too
  stale=$(git status --porcelain -- 'apps/web/src/*.generated.ts')
  if [[ -n "$stale" ]]; then
    echo "$stale"
    echo "the generated web client is stale: run 'npx nx run web:codegen' and commit it" >&2
    exit 1
  fi
fi
