#!/usr/bin/env bash
# The version of one deployable: its package.json version and the short hash of the last commit that
# changed what goes into it (its own folder, the kit, contracts, the lock), e.g. `0.1.0-3f2a1b4`;
# `-dirty` when those files have uncommitted changes. So an image tag moves only when its deployable
# changed, whatever else was committed since.
#
#   infra/deploy/version.sh content          -> 0.1.0-3f2a1b4
#   docker build --target content --build-arg VERSION=$(infra/deploy/version.sh content) \
#     -t trap-content:$(infra/deploy/version.sh content) -f infra/deploy/Dockerfile .
#
# Deployables: the six services (auth content community practice notifications settings), their
# workers (auth-worker community-worker practice-worker notifications-worker), bff, nats-streams and
# the four frontends (shell member admin moderator). Without git it prints the package.json version.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
name="${1:-}"
case "$name" in
  auth | content | community | practice | notifications | settings)
    dir="services/$name"; inputs=("$dir" services/kit contracts) ;;
  auth-worker | community-worker | practice-worker | notifications-worker)
    dir="services/${name%-worker}"; inputs=("$dir" services/kit contracts) ;;
  bff) dir=bff; inputs=(bff services/kit contracts) ;;
  nats-streams) dir=services/kit; inputs=(infra/k8s/nats-streams.ts services/kit contracts) ;;
  shell | member | admin | moderator)
    dir="frontends/$name"; inputs=("$dir" frontends/ui contracts) ;;
  *)
    echo "usage: $0 <deployable>  (a service, a worker such as auth-worker, bff, nats-streams, shell, member, admin or moderator)" >&2
    exit 2 ;;
esac
inputs+=(package.json package-lock.json infra/deploy/Dockerfile)
cd "$ROOT"
version="$(node -p "require('./$dir/package.json').version")"
if sha="$(git log -1 --format=%h -- "${inputs[@]}" 2>/dev/null)" && [ -n "$sha" ]; then
  version="$version-$sha"
  if [ -n "$(git status --porcelain -- "${inputs[@]}" 2>/dev/null)" ]; then version="$version-dirty"; fi
fi
echo "$version"
