import { useEffect } from 'react';
import { adjustLightness, themeColors, useSiteSettings, WHITE } from '@trap/ui';
import { setDarkMode } from './stored-theme.ts';
import { useDarkMode } from './dark-mode.ts';

const FALLBACK_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
const DEFAULT_FAVICON = '/favicon.svg';

/** A font family name as a CSS value: quoted unless it is a generic family or already a list. */
function fontValue(family: string): string | null {
  const f = family.trim();
  if (!f || /[;{}<>]/.test(f)) return null;
  const first = f.includes(',') || /^['"]/.test(f) ? f : `'${f.replace(/'/g, '')}'`;
  return `${first}, ${FALLBACK_FONTS}`;
}

function setFavicon(href: string) {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') === href) return;
  link.removeAttribute('type');
  link.href = href;
}

/**
 * Applies the appearance settings (SPEC 3.3, 4.4, 5): dark class, primary/secondary colours (hex
 * only, lightened in dark mode) with their hover shades, the text drawn on them and their shades as
 * text (both readable at 4.5:1), the font family, and the favicon when set.
 */
export function useSiteTheme(): void {
  const { settings } = useSiteSettings();
  const { dark } = useDarkMode();
  const { primaryColor, secondaryColor, fontFamily, faviconUrl } = settings.appearance;

  useEffect(() => {
    setDarkMode(dark);
    const style = document.documentElement.style;
    const colors = themeColors(primaryColor, secondaryColor, dark);
    const { primary, secondary } = colors;
    // hovering moves a fill away from its text: darker under white text, lighter under dark text
    const hover = (fill: string | undefined, text: string | undefined) => fill && adjustLightness(fill, text === WHITE ? -8 : 8);
    const set = (name: string, value: string | undefined) => (value ? style.setProperty(name, value) : style.removeProperty(name));
    set('--color-primary', primary);
    set('--color-primary-hover', hover(primary, colors.onPrimary));
    set('--color-on-primary', colors.onPrimary);
    set('--color-primary-text', colors.primaryText);
    set('--color-secondary', secondary);
    set('--color-secondary-hover', hover(secondary, colors.onSecondary));
    set('--color-on-secondary', colors.onSecondary);
    set('--color-secondary-text', colors.secondaryText);
    set('--color-focus', secondary);
    set('--font-sans', fontValue(fontFamily) ?? undefined);
  }, [dark, primaryColor, secondaryColor, fontFamily]);

  useEffect(() => {
    setFavicon(faviconUrl.trim() || DEFAULT_FAVICON);
  }, [faviconUrl]);
}
