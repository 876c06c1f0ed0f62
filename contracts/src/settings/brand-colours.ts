/**
 * The colour arithmetic the brand colours need in the browser (the theme, the Settings screen's
 * check) and in the settings service (which refuses a colour no text can be read on): WCAG 2.1
 * contrast and the dark theme's lighter shade of each brand colour (SPEC 4.4).
 */

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** '#RRGGBB' (already normalised) to HSL with s and l in percent. */
export function hexToHsl(hex: string): Hsl {
  const n = Number.parseInt(hex.slice(1), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  let h = 0;
  let s = 0;
  if (max !== min) {
    const d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
  }
  return { h, s: s * 100, l: l * 100 };
}

export function hslToHex({ h, s, l }: Hsl): string {
  const sat = s / 100;
  const lig = l / 100;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`.toUpperCase();
}

/** Shifts the lightness by `amount` percentage points, kept within 0..cap (SPEC 4.4 caps at 90). */
export function adjustLightness(hex: string, amount: number, cap = 90): string {
  const hsl = hexToHsl(hex);
  return hslToHex({ ...hsl, l: Math.max(0, Math.min(cap, hsl.l + amount)) });
}

/** WCAG 2.1 relative luminance of a '#RRGGBB' colour. */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2.1 contrast ratio of two '#RRGGBB' colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG 2.1 AA for normal-sized text. */
export const TEXT_CONTRAST = 4.5;
/** The dark text drawn on a light fill (the light theme's text colour). */
export const DARK_ON_FILL = '#17202E';
export const WHITE = '#FFFFFF';

/**
 * The text colour for a fill: white when white reads (4.5:1), else the dark text colour when that
 * reads better (the brand orange #FF5722 takes dark text: white on it is 3.16:1).
 */
export function textOn(fill: string): string {
  if (contrastRatio(WHITE, fill) >= TEXT_CONTRAST) return WHITE;
  return contrastRatio(DARK_ON_FILL, fill) > contrastRatio(WHITE, fill) ? DARK_ON_FILL : WHITE;
}

export type BrandColourRole = 'primary' | 'secondary';

/** SPEC 4.4: in dark mode the primary is lightened by 20 and the secondary by 10 (capped at 90 %). */
export const DARK_MODE_LIGHTEN: Record<BrandColourRole, number> = { primary: 20, secondary: 10 };

/** A brand colour as a fill in one theme: the fill, the text drawn on it and how well that reads. */
export interface BrandFill {
  fill: string;
  text: string;
  ratio: number;
}

/** A brand colour ('#RRGGBB') as the buttons and badges of each theme draw it. */
export function brandFills(hex: string, role: BrandColourRole): { light: BrandFill; dark: BrandFill } {
  const fillIn = (fill: string): BrandFill => {
    const text = textOn(fill);
    return { fill, text, ratio: contrastRatio(text, fill) };
  };
  return { light: fillIn(hex), dark: fillIn(adjustLightness(hex, DARK_MODE_LIGHTEN[role])) };
}

/** Ratios shown to people: one decimal, never rounded up past a limit (4.46 is 4.4, not 4.5). */
export const formatRatio = (ratio: number): string => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

const readsInBothThemes = (hex: string, role: BrandColourRole): boolean => {
  const fills = brandFills(hex, role);
  return fills.light.ratio >= TEXT_CONTRAST && fills.dark.ratio >= TEXT_CONTRAST;
};

/** The nearest shades of a colour (hue and saturation kept) whose text reads in both themes. */
export function readableShades(hex: string, role: BrandColourRole): { darker: string | null; lighter: string | null } {
  const hsl = hexToHsl(hex);
  const find = (direction: -1 | 1): string | null => {
    for (let step = 1; step <= 100; step += 1) {
      const l = hsl.l + direction * step;
      if (l < 0 || l > 100) return null;
      const shade = hslToHex({ ...hsl, l });
      if (readsInBothThemes(shade, role)) return shade;
    }
    return null;
  };
  return { darker: find(-1), lighter: find(1) };
}

/**
 * Why a brand colour cannot be used, or null: in a theme where neither white nor dark text reads on
 * it at 4.5:1 (WCAG 2.1 AA), every button and badge drawn in it would be hard to read. The message
 * names the nearest shades that read in both themes.
 */
export function brandColourProblem(hex: string, role: BrandColourRole): string | null {
  const fills = brandFills(hex, role);
  const failing = (['light', 'dark'] as const).filter((theme) => fills[theme].ratio < TEXT_CONTRAST);
  if (!failing.length) return null;
  const where = failing.map((theme) => `${formatRatio(fills[theme].ratio)} in ${theme} mode`).join(' and ');
  const { darker, lighter } = readableShades(hex, role);
  const shades = [darker && `${darker} (darker)`, lighter && `${lighter} (lighter)`].filter(Boolean).join(' or ');
  return `Text on this colour reads at ${where}; at least 4.5:1 is needed. ${shades ? `Try ${shades}.` : 'Choose a darker or lighter shade.'}`;
}
