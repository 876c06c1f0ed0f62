#!/usr/bin/env bash
# Builds and redeploys one or more parts of docker-compose.yml while the rest keeps running:
#
#   infra/deploy/redeploy.sh member            # the member remote only
#   infra/deploy/redeploy.sh auth auth-worker
#
# Each part gets its version from infra/deploy/version.sh, recorded in .env as <NAME>_VERSION
# (MEMBER_VERSION, CONTENT_WORKER_VERSION...; compose reads .env, so a later `docker-compose up -d`
# keeps it), then `docker-compose build <part>` (its own Dockerfile target, tagged with the version)
# and `docker-compose up -d --no-deps <part>` (only its containers are replaced).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"
[ $# -gt 0 ] || { echo "usage: $0 <part>...  (a service of docker-compose.yml, e.g. content, auth-worker, bff, shell, member)" >&2; exit 2; }
if command -v docker-compose >/dev/null; then compose=(docker-compose); else compose=(docker compose); fi
touch .env
for part in "$@"; do
  version="$(infra/deploy/version.sh "$part")"
  var="$(echo "$part" | tr 'a-z-' 'A-Z_')_VERSION"
  { grep -v "^$var=" .env || true; echo "$var=$version"; } > .env.tmp && mv .env.tmp .env
  echo "$part: $version"
done
"${compose[@]}" build "$@"
"${compose[@]}" up -d --no-deps "$@"
