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

export interface ThemeColors {
  primary: string;
  secondary: string;
}

/**
 * The colours to apply from the appearance settings (SPEC 5: 3/6-digit hex with or without #,
 * anything else ignored, i.e. null). In dark mode the secondary is lightened by 10 and the primary
 * by 20 (SPEC 4.4), both capped at 90 % lightness.
 */
export function themeColors(primary: string | null | undefined, secondary: string | null | undefined, dark: boolean): Partial<ThemeColors> {
  const p = normalizeHexColor(primary);
  const s = normalizeHexColor(secondary);
  const out: Partial<ThemeColors> = {};
  if (p) out.primary = dark ? adjustLightness(p, 20) : p;
  if (s) out.secondary = dark ? adjustLightness(s, 10) : s;
  return out;
}
