import {
  contrastRatio,
  hexToHsl,
  hslToHex,
  normalizeHexColor,
  relativeLuminance,
  TEXT_CONTRAST,
  DARK_ON_FILL,
  WHITE,
  adjustLightness,
  textOn,
  DARK_MODE_LIGHTEN,
} from '@trap/contracts';

// the arithmetic lives with the contracts (the settings service checks brand colours too); the theme's callers import it from here
export { adjustLightness, contrastRatio, DARK_ON_FILL, hexToHsl, hslToHex, relativeLuminance, TEXT_CONTRAST, textOn, WHITE };

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
    out.primary = dark ? adjustLightness(p, DARK_MODE_LIGHTEN.primary) : p;
    out.onPrimary = textOn(out.primary);
    out.primaryText = textShade(out.primary, backgrounds);
  }
  if (s) {
    out.secondary = dark ? adjustLightness(s, DARK_MODE_LIGHTEN.secondary) : s;
    out.onSecondary = textOn(out.secondary);
    out.secondaryText = textShade(out.secondary, backgrounds);
  }
  return out;
}
