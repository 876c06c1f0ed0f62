import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVANAGARI_FONT, DEVANAGARI_FONT_VERSION, devanagariFontLinks } from '@trap/contracts/devanagari-font';

const pkgJson = createRequire(import.meta.url).resolve('@fontsource/noto-sans-devanagari/package.json');

describe('the self-hosted Devanagari font Hindi pages link', () => {
  it('is served from a folder named by the installed package’s version (cached for a year, so it must change with it)', () => {
    expect((JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string }).version).toBe(DEVANAGARI_FONT_VERSION);
    expect(DEVANAGARI_FONT.dir).toBe(`/fonts/noto-sans-devanagari-${DEVANAGARI_FONT_VERSION}`);
  });

  it('copies the devanagari subset’s one woff2 file (400) the stylesheet names, optional so it never moves a page, only for Hindi pages', () => {
    for (const file of DEVANAGARI_FONT.files) expect(existsSync(join(dirname(pkgJson), 'files', file)), file).toBe(true);
    const css = readFileSync(join(import.meta.dirname, 'devanagari.css'), 'utf8');
    expect([...css.matchAll(/url\(\.\/([^)]+)\)/g)].map((m) => m[1])).toEqual([...DEVANAGARI_FONT.files]);
    // one file before the first render (the transfer budget): 600 and 700 are the browser's bold of it
    expect(DEVANAGARI_FONT.files).toEqual(['noto-sans-devanagari-devanagari-400-normal.woff2']);
    expect(css.match(/@font-face/g)).toHaveLength(1);
    expect(css).toContain('font-weight: 400;');
    // a late font would move every line (layout shift): the page keeps the system's font instead
    expect(css.match(/font-display: optional;/g)).toHaveLength(1);
    expect(css).not.toContain('font-display: swap');
    expect(css).toContain("html:lang(hi) body {\n  font-family: 'Noto Sans Devanagari', var(--font-sans);");
    expect(css).not.toMatch(/^body|^html\s*\{/m);
    expect(DEVANAGARI_FONT.preload).toBe(`${DEVANAGARI_FONT.dir}/${DEVANAGARI_FONT.files[0]}`);
    expect(devanagariFontLinks()).toContain(
      `<link rel="preload" as="font" type="font/woff2" href="${DEVANAGARI_FONT.preload}" crossorigin>`,
    );
  });
});
