#!/usr/bin/env bash
# Builds one of the offline checkers written in Go into .tools/bin/<name>:
#   build-go-check.sh <name> <source folder> "<what it takes from the Go module proxy>"
# Used by build-k8s-check.sh and build-compose-check.sh (their tests call those before running the
# checker, so `make test` builds them on a fresh machine by itself). Rebuilt only when the checker's
# sources change (their hash beside the binary); the check itself then reads only local files.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
NAME="$1"
SRC="$ROOT/$2"
TAKES="$3"
BIN="$ROOT/.tools/bin/$NAME"
export PATH="$ROOT/.tools/go/bin:/usr/local/go/bin:$PATH"
sum="$(cat "$SRC/go.mod" "$SRC/go.sum" "$SRC"/*.go | sha256sum | cut -d' ' -f1)"
if [ -x "$BIN" ] && [ "$(cat "$BIN.sum" 2>/dev/null || true)" = "$sum" ]; then exit 0; fi
command -v go >/dev/null || { echo "Go 1.26+ is needed to build $NAME ($2)." >&2; exit 1; }
echo "Building $NAME into .tools/bin ($TAKES from the Go module proxy; about a minute the first time)..."
mkdir -p "$(dirname "$BIN")"
(cd "$SRC" && CGO_ENABLED=0 go build -mod=readonly -trimpath -o "$BIN" .)
echo "$sum" > "$BIN.sum"
