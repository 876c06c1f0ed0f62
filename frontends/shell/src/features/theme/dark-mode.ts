import { useSyncExternalStore } from 'react';
import { useSiteSettings } from '@trap/ui';
import { DARK_MODE_KEY, storedDarkMode } from './stored-theme.ts';

/** The user's wish (stored choice, else the OS preference); applied only while settings allow dark mode. */
let wanted: boolean | null = null;
const listeners = new Set<() => void>();

function current(): boolean {
  if (wanted === null) wanted = storedDarkMode();
  return wanted;
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/**
 * SPEC 4.4 dark mode: available only if appearance.enableDarkMode is on; toggling stores 'true' or
 * 'false' under `darkMode` and switches the style; toggling while disabled only logs a warning.
 */
export function useDarkMode(): { dark: boolean; enabled: boolean; toggle: () => void } {
  const { settings } = useSiteSettings();
  const enabled = settings.appearance.enableDarkMode;
  const want = useSyncExternalStore(subscribe, current, () => false);
  const toggle = () => {
    if (!enabled) {
      console.warn('Dark mode is disabled in the appearance settings');
      return;
    }
    wanted = !current();
    try {
      localStorage.setItem(DARK_MODE_KEY, String(wanted));
    } catch {
      // blocked storage: the choice lasts for this page only
    }
    for (const l of listeners) l();
  };
  return { dark: enabled && want, enabled, toggle };
}
