#!/usr/bin/env bash
# Builds the docker-compose.yml checker (infra/deploy/check, Go) into .tools/bin/compose-check.
# Called by infra/deploy/deploy.test.ts before it runs the checker, so `make test` builds it on a
# fresh machine by itself; rebuilt only when the checker's sources change (their hash beside the binary).
# The build takes compose-go (the loader of docker compose) and BuildKit's Dockerfile parser from the
# Go module proxy (go.sum pins them); the check itself then reads only local files.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
SRC="$ROOT/infra/deploy/check"
BIN="$ROOT/.tools/bin/compose-check"
export PATH="$ROOT/.tools/go/bin:/usr/local/go/bin:$PATH"
sum="$(cat "$SRC/go.mod" "$SRC/go.sum" "$SRC"/*.go | sha256sum | cut -d' ' -f1)"
if [ -x "$BIN" ] && [ "$(cat "$BIN.sum" 2>/dev/null || true)" = "$sum" ]; then exit 0; fi
command -v go >/dev/null || { echo "Go 1.26+ is needed to build the compose checker (infra/deploy/check)." >&2; exit 1; }
echo "Building the compose checker into .tools/bin (compose-go from the Go module proxy; under a minute the first time)..."
mkdir -p "$(dirname "$BIN")"
(cd "$SRC" && CGO_ENABLED=0 go build -mod=readonly -trimpath -o "$BIN" .)
echo "$sum" > "$BIN.sum"
