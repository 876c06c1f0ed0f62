#!/usr/bin/env bash
# Builds k6 (go.k6.io/k6/v2, pinned) into .tools/bin for `make bench`.
# Same approach as install-ferretdb.sh: `go install …@version` is not used because it reads the
# module's version list (deprecation check), which the proxy here refuses; instead the pinned module
# is downloaded, copied to a temporary folder and built there.
set -euo pipefail
MODULE=go.k6.io/k6/v2
VERSION=v2.2.0
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
BIN="$ROOT/.tools/bin/k6"
# (Output captured first: with pipefail, `… | grep -q` can die of SIGPIPE.)
if [ -x "$BIN" ] && [[ "$("$BIN" version 2>/dev/null || true)" == *"${VERSION#v}"* ]]; then exit 0; fi
command -v go >/dev/null || { echo "Go is needed to build k6: install Go 1.24+." >&2; exit 1; }
echo "Building k6 ${VERSION} into .tools/bin (one time, a few minutes)..."
export GOFLAGS=-mod=mod
SRC="$(go mod download -json "${MODULE}@${VERSION}" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')"
[ -d "$SRC" ] || { echo "Could not download ${MODULE}@${VERSION} from the Go module proxy." >&2; exit 1; }
WORK="$(mktemp -d)"
trap 'chmod -R u+w "$WORK"; rm -rf "$WORK"' EXIT
cp -r "$SRC/." "$WORK/"
chmod -R u+w "$WORK"
mkdir -p "$(dirname "$BIN")"
(cd "$WORK" && CGO_ENABLED=0 go build -trimpath -o "$BIN" .)
installed="$("$BIN" version)"
echo "${installed%%$'\n'*}"
