/**
 * Where Hindi pages find their font (docs/decisions.md, "Which language, per address, and the Devanagari
 * font"): shared by the shell's build, the bff and the browser's Hindi chunk. A module of its own, not in
 * language.ts, which is on the shell's start-up path.
 */

/**
 * The self-hosted Devanagari font (@fontsource/noto-sans-devanagari, its devanagari subset, 400 only,
 * woff2: a second weight was another 54 KB on every Hindi page, over its transfer budget; headings and
 * buttons are drawn with the browser's bold of it), copied by the shell's build into a folder named by the package's version, so its files never
 * change under one name (cached for a year). Hindi pages alone link it: the bff in a server-rendered
 * page's head, the browser when a page turns Hindi (i18n runtime).
 */
export const DEVANAGARI_FONT_VERSION = '5.3.0';
const fontDir = `/fonts/noto-sans-devanagari-${DEVANAGARI_FONT_VERSION}`;
export const DEVANAGARI_FONT = {
  dir: fontDir,
  stylesheet: `${fontDir}/devanagari.css`,
  /** the one weight: preloaded */
  preload: `${fontDir}/noto-sans-devanagari-devanagari-400-normal.woff2`,
  files: ['noto-sans-devanagari-devanagari-400-normal.woff2'],
} as const;

/** The head elements that load it on a Hindi page (font-display: optional is in the stylesheet). */
export const devanagariFontLinks = (): string =>
  `<link rel="preload" as="font" type="font/woff2" href="${DEVANAGARI_FONT.preload}" crossorigin>` +
  `<link rel="stylesheet" href="${DEVANAGARI_FONT.stylesheet}" data-devanagari-font>`;
