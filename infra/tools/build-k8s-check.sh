#!/usr/bin/env bash
# Builds the offline Kubernetes manifest checker (infra/k8s/check, Go) into .tools/bin/k8s-check.
# Called by infra/k8s/k8s-manifests.test.ts before it runs the checker, so `make test` builds it on a
# fresh machine by itself; rebuilt only when the checker's sources change (their hash beside the binary).
# The build takes k8s.io/api and k8s.io/apimachinery from the Go module proxy (go.sum pins them); the
# check itself then reads only local files.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
SRC="$ROOT/infra/k8s/check"
BIN="$ROOT/.tools/bin/k8s-check"
export PATH="$ROOT/.tools/go/bin:/usr/local/go/bin:$PATH"
sum="$(cat "$SRC/go.mod" "$SRC/go.sum" "$SRC"/*.go | sha256sum | cut -d' ' -f1)"
if [ -x "$BIN" ] && [ "$(cat "$BIN.sum" 2>/dev/null || true)" = "$sum" ]; then exit 0; fi
command -v go >/dev/null || { echo "Go 1.26+ is needed to build the Kubernetes manifest checker (infra/k8s/check)." >&2; exit 1; }
echo "Building the Kubernetes manifest checker into .tools/bin (k8s.io/api from the Go module proxy; about a minute the first time)..."
mkdir -p "$(dirname "$BIN")"
(cd "$SRC" && CGO_ENABLED=0 go build -mod=readonly -trimpath -o "$BIN" .)
echo "$sum" > "$BIN.sum"
