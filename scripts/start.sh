#!/usr/bin/env bash
# Starts the whole system with demo data: database and Redis, migrations, seed, every service,
# the BFF, the web app (served by nginx, as in the containers) and Prometheus scraping them all.
# Prints the URLs and the logins.
# Ctrl-C stops everything it started.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
ensure_node_modules
ensure_web_client
ensure_postgres
ensure_redis
# EVENT_BUS=kafka: Apache Kafka's broker from Maven Central (a JDK and Maven first), unless KAFKA_BROKERS names a cluster
if [[ ${EVENT_BUS:-redis} == kafka ]]; then ensure_kafka; fi
ensure_chromium
ensure_nginx
ensure_prometheus
exec node -r @swc-node/register tools/scripts/start.ts
