/** SPEC 4.4: the stored choice ('true'/'false'), else the OS preference. Applied before first paint. */
export const DARK_MODE_KEY = 'darkMode';

export function storedDarkMode(): boolean {
  try {
    const stored = localStorage.getItem(DARK_MODE_KEY);
    if (stored === 'true' || stored === 'false') return stored === 'true';
  } catch {
    // blocked storage: fall through to the OS preference
  }
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
}

export function setDarkMode(on: boolean): void {
  document.documentElement.classList.toggle('dark', on);
}

export function applyStoredTheme(): void {
  // Dark mode is enabled by default (DEFAULT_SETTINGS), so the stored choice is applied before the first
  // paint to avoid a light flash; the layout switches it off if the settings disable dark mode.
  setDarkMode(storedDarkMode());
}
