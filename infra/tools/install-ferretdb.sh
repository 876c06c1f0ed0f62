#!/usr/bin/env bash
# Builds FerretDB 1.24.2 (MongoDB wire protocol on SQLite) into .tools/bin from the Go module proxy.
# `go install …@v1.24.2` is not used: it needs the module's version list, which the proxy here refuses,
# and a module-cache build lacks the generated build/version/version.txt that FerretDB requires.
set -euo pipefail
VERSION=v1.24.2
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
BIN="$ROOT/.tools/bin/ferretdb"
# (Output captured first: with pipefail, `… | grep -q` or `… | head` can die of SIGPIPE.)
if [ -x "$BIN" ] && [[ "$("$BIN" --version 2>/dev/null || true)" == *"${VERSION}"* ]]; then exit 0; fi
command -v go >/dev/null || { echo "Go is needed to build FerretDB: install Go 1.22+ (or set MONGO_URL to a MongoDB 7 server)." >&2; exit 1; }
echo "Building FerretDB ${VERSION} into .tools/bin (one time, about a minute)..."
export GOFLAGS=-mod=mod
SRC="$(go mod download -json "github.com/FerretDB/FerretDB@${VERSION}" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')"
[ -d "$SRC" ] || { echo "Could not download github.com/FerretDB/FerretDB@${VERSION} from the Go module proxy." >&2; exit 1; }
WORK="$(mktemp -d)"
trap 'chmod -R u+w "$WORK"; rm -rf "$WORK"' EXIT
cp -r "$SRC/." "$WORK/"
chmod -R u+w "$WORK"
echo "$VERSION" > "$WORK/build/version/version.txt"
mkdir -p "$(dirname "$BIN")"
(cd "$WORK" && CGO_ENABLED=0 go build -trimpath -o "$BIN" ./cmd/ferretdb)
installed="$("$BIN" --version)"
echo "${installed%%$'\n'*}"
