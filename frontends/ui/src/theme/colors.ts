import { normalizeHexColor } from '@trap/contracts';

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

/**
 * The shade of a colour to draw text in on the given backgrounds: the colour itself when it reads
 * on all of them, else darker (on light backgrounds) or lighter (on dark ones), hue and saturation
 * kept, until it does.
 */
export function textShade(color: string, backgrounds: readonly string[], ratio = TEXT_CONTRAST): string {
  const reads = (c: string) => backgrounds.every((b) => contrastRatio(c, b) >= ratio);
  if (reads(color)) return color.toUpperCase();
  const darker = backgrounds.every((b) => relativeLuminance(b) > 0.18);
  const hsl = hexToHsl(color);
  for (let step = 1; step <= 100; step += 1) {
    const l = darker ? hsl.l - step : hsl.l + step;
    if (l < 0 || l > 100) break;
    const shade = hslToHex({ ...hsl, l });
    if (reads(shade)) return shade;
  }
  return darker ? DARK_ON_FILL : WHITE;
}

/**
 * The surfaces text sits on in each theme: the page, cards, muted panels, the brand's soft tints and
 * the status notes' soft tints (a link inside the licence warning), as in styles.css.
 */
export const TEXT_BACKGROUNDS = {
  light: ['#FFFFFF', '#F7F8FA', '#F1F3F6', '#FFF0EA', '#E7EDF5', '#FFF4E0', '#FDECEA', '#E6F4E7'],
  dark: ['#0F141C', '#171E29', '#1F2734', '#3A2218', '#1B2A3F', '#3A2C10', '#3A1C1C', '#1A2E1C'],
} as const;

export interface ThemeColors {
  primary: string;
  secondary: string;
  /** Text on a primary or secondary fill (buttons, badges, avatars). */
  onPrimary: string;
  onSecondary: string;
  /** The brand colours as text on the theme's surfaces (links, eyebrows, the active menu entry). */
  primaryText: string;
  secondaryText: string;
}

/**
 * The colours to apply from the appearance settings (SPEC 5: 3/6-digit hex with or without #,
 * anything else ignored, i.e. null). In dark mode the secondary is lightened by 10 and the primary
 * by 20 (SPEC 4.4), both capped at 90 % lightness. The brand colours stay as fills; what is drawn
 * on them and the shade they take as text are chosen to read at 4.5:1 (WCAG 2.1 AA).
 */
export function themeColors(primary: string | null | undefined, secondary: string | null | undefined, dark: boolean): Partial<ThemeColors> {
  const p = normalizeHexColor(primary);
  const s = normalizeHexColor(secondary);
  const backgrounds = dark ? TEXT_BACKGROUNDS.dark : TEXT_BACKGROUNDS.light;
  const out: Partial<ThemeColors> = {};
  if (p) {
    out.primary = dark ? adjustLightness(p, 20) : p;
    out.onPrimary = textOn(out.primary);
    out.primaryText = textShade(out.primary, backgrounds);
  }
  if (s) {
    out.secondary = dark ? adjustLightness(s, 10) : s;
    out.onSecondary = textOn(out.secondary);
    out.secondaryText = textShade(out.secondary, backgrounds);
  }
  return out;
}
