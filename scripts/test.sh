#!/usr/bin/env bash
# Every check of the project, as CI runs it: lint, format, type-check, unit and integration tests
# (real PostgreSQL and Redis, each suite in its own cloned database and stream prefix), and the
# browser tests (Debian's Chromium driven by playwright-core).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
ensure_node_modules
ensure_web_client
ensure_postgres
ensure_redis
ensure_aiosmtpd
ensure_openssl
ensure_kafka
# promtool checks and unit-tests the alert rules (tools/observability/promtool.spec.ts)
ensure_prometheus
export TEST_DATABASE_ADMIN_URL=${TEST_DATABASE_ADMIN_URL:-$(printf '%s' "$DATABASE_ADMIN_URL" | sed 's#/[^/]*$#/postgres#')}
mkdir -p tmp
rm -f tmp/results-*.json
failed=0
failed_steps=()
run() {
  local name=$1
  shift
  say "$name"
  if ! "$@"; then
    printf '\033[1;31mxx\033[0m %s failed\n' "$name" >&2
    failed=1
    failed_steps+=("$name")
  fi
}

# One ESLint and one tsc program over the workspace: the same rules as each Nx project's lint and
# typecheck targets (which developers run with caching), at a fraction of the cost on a clean clone.
run "Nx project graph" npx nx show projects --json
# Type-aware lint holds every tsconfig's program at once (about 6 GB with the nine services): more
# heap than Node's default.
run "lint (type-aware ESLint, Nx module boundaries, zero warnings)" env NODE_OPTIONS=--max-old-space-size=8192 \
  npx eslint --max-warnings 0 .
run "type-check (services, libs, tools)" npx tsc -p tsconfig.json --noEmit
if [[ -f apps/web/tsconfig.json ]]; then
  run "type-check (web app)" npx tsc -p apps/web/tsconfig.json --noEmit
fi
run "format (prettier)" npx prettier --check . --log-level warn
run "OpenAPI document and generated web client are current" bash scripts/check-generated.sh
# redocly.yaml: the recommended rules with every warning an error (recommended-strict) and more, so
# the CLI's exit code (errors only) fails on any problem; its config file is linted strictly too.
run "OpenAPI lint (Redocly recommended rules)" env REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true \
  npx redocly lint apps/bff/openapi.json --config redocly.yaml --lint-config=error --format=stylish --max-problems=10000
# the integration tests print sheets to PDF with Chromium, as the browser tests drive it
ensure_chromium
# the web server's tests and the browser tests serve the built app with nginx, as the containers do
ensure_nginx
run "unit and integration tests" npx vitest run --reporter=default --reporter=json --outputFile=tmp/results-main.json
if [[ -f apps/web/e2e/vitest.config.mts ]]; then
  run "browser tests (Chromium, against a fresh system)" node -r @swc-node/register tools/e2e/run-e2e.ts \
    --reporter=default --reporter=json --outputFile=tmp/results-e2e.json
fi

# The summary comes last, with every failed step and test named, so that a log cut to its tail still
# says what failed and why.
node -e '
  const fs = require("fs");
  let passed = 0, failed = 0, skipped = 0;
  const failures = [];
  for (const f of fs.readdirSync("tmp").filter((f) => /^results-.*\.json$/.test(f))) {
    const r = JSON.parse(fs.readFileSync("tmp/" + f, "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + r.numTodoTests;
    for (const file of r.testResults) {
      const name = file.name.replace(process.cwd() + "/", "");
      const tests = file.assertionResults.filter((t) => t.status === "failed");
      if (tests.length === 0 && file.status === "failed") failures.push([name, "(the file)", file.message]);
      for (const t of tests) failures.push([name, t.fullName, (t.failureMessages ?? [])[0]]);
    }
  }
  for (const [file, test, message] of failures) {
    const lines = String(message ?? "").split("\n").slice(0, 6);
    console.log(`FAILED ${file} > ${test}\n    ${lines.join("\n    ")}`);
  }
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
'
for step in "${failed_steps[@]}"; do
  printf 'FAILED step: %s\n' "$step"
done
exit $failed
