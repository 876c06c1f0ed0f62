#!/bin/sh
# trap-publish-shell DIR: puts the shell image's build where the bff serves it from (its
# FRONTENDS_DIR/shell: dist/ for the browser, dist-ssr/ for the server rendering), a volume in
# docker-compose.yml, an emptyDir in Kubernetes. The bff picks up a new build without a restart, so
# the order matters: the files a page names first, then the renderer, then index.html, each swapped
# in by a rename, so no page ever names a missing file. Older hashed files stay for pages still open.
set -eu
out="${1:?usage: trap-publish-shell DIR}"
html="${SHELL_HTML:-/usr/share/nginx/html}"
ssr="${SHELL_SSR:-/usr/share/trap/shell-ssr}"
mkdir -p "$out/dist"
for f in $(ls -A "$html"); do
  [ "$f" = index.html ] || cp -R "$html/$f" "$out/dist/"
done
# the renderer's folder as a whole (the bff links the one stylesheet it finds there)
rm -rf "$out/.dist-ssr.new" "$out/.dist-ssr.old"
cp -R "$ssr" "$out/.dist-ssr.new"
if [ -d "$out/dist-ssr" ]; then mv "$out/dist-ssr" "$out/.dist-ssr.old"; fi
mv "$out/.dist-ssr.new" "$out/dist-ssr"
rm -rf "$out/.dist-ssr.old"
cp "$html/index.html" "$out/dist/.index.html"
mv "$out/dist/.index.html" "$out/dist/index.html"
echo "trap-publish-shell: $(cat "$html/version.json" 2>/dev/null || echo 'shell') in $out"
