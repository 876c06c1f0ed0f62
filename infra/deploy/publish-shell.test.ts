import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * infra/deploy/static/publish-shell.sh, which the shell image runs to hand its build to the bff (the
 * shell-dist volume of docker-compose.yml, the bff pod's init container), on two builds in a row.
 */
const SCRIPT = join(import.meta.dirname, 'static/publish-shell.sh');
const temp = mkdtempSync(join(tmpdir(), 'publish-shell-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A shell build as the image holds it: the browser's files and the server renderer. */
function build(version: string, hash: string): { html: string; ssr: string } {
  const html = join(temp, `html-${version}`);
  const ssr = join(temp, `ssr-${version}`);
  const files: Record<string, string> = {
    [join(html, 'index.html')]: `<script src="/static/js/index.${hash}.js"></script>`,
    [join(html, 'version.json')]: JSON.stringify({ app: 'shell', version }),
    [join(html, `static/js/index.${hash}.js`)]: version,
    [join(ssr, 'render-page.js')]: `export const version = '${version}';`,
    [join(ssr, `static/css/render-page.${hash}.css`)]: version,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return { html, ssr };
}

const publish = (b: { html: string; ssr: string }, out: string) =>
  execFileSync('sh', [SCRIPT, out], { env: { PATH: process.env.PATH, SHELL_HTML: b.html, SHELL_SSR: b.ssr }, encoding: 'utf8' });

describe("publishing the shell image's build to the bff (publish-shell.sh)", () => {
  it('when a second build is published over the first, then index.html and the renderer are the new ones, and the old chunks stay for open pages', () => {
    const out = join(temp, 'volume');
    expect(publish(build('shell-1', 'aaaaaaaa11'), out)).toContain('"version":"shell-1"');
    publish(build('shell-2', 'bbbbbbbb22'), out);

    expect(readFileSync(join(out, 'dist/index.html'), 'utf8')).toContain('index.bbbbbbbb22.js');
    expect(JSON.parse(readFileSync(join(out, 'dist/version.json'), 'utf8')).version).toBe('shell-2');
    // a page loaded before the redeploy still finds its chunk
    expect(readdirSync(join(out, 'dist/static/js')).sort()).toEqual(['index.aaaaaaaa11.js', 'index.bbbbbbbb22.js']);
    // the renderer's folder is replaced whole: one stylesheet for the bff to link
    expect(readFileSync(join(out, 'dist-ssr/render-page.js'), 'utf8')).toContain('shell-2');
    expect(readdirSync(join(out, 'dist-ssr/static/css'))).toEqual(['render-page.bbbbbbbb22.css']);
    expect(readdirSync(out).sort()).toEqual(['dist', 'dist-ssr']);
    expect(existsSync(join(out, 'dist/.index.html'))).toBe(false);
  });
});
