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

  it('copies the devanagari subset’s 400 and 600 woff2 files the stylesheet names, with swap, only for Hindi pages', () => {
    for (const file of DEVANAGARI_FONT.files) expect(existsSync(join(dirname(pkgJson), 'files', file)), file).toBe(true);
    const css = readFileSync(join(import.meta.dirname, 'devanagari.css'), 'utf8');
    expect([...css.matchAll(/url\(\.\/([^)]+)\)/g)].map((m) => m[1])).toEqual([...DEVANAGARI_FONT.files]);
    expect(css.match(/font-display: swap;/g)).toHaveLength(2);
    expect(css).toContain("html:lang(hi) body {\n  font-family: 'Noto Sans Devanagari', var(--font-sans);");
    expect(css).not.toMatch(/^body|^html\s*\{/m);
    expect(DEVANAGARI_FONT.preload).toBe(`${DEVANAGARI_FONT.dir}/${DEVANAGARI_FONT.files[0]}`);
    expect(devanagariFontLinks()).toContain(
      `<link rel="preload" as="font" type="font/woff2" href="${DEVANAGARI_FONT.preload}" crossorigin>`,
    );
  });
});
