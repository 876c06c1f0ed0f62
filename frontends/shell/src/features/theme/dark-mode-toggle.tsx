import { Button, type ButtonProps } from '@trap/ui';
import { useDarkMode } from './dark-mode.ts';
import './theme.css';

/** Shown only while dark mode is enabled in the appearance settings (SPEC 2.8, 4.4). */
export function DarkModeToggle(props: Omit<ButtonProps, 'onClick'>) {
  const { dark, enabled, toggle } = useDarkMode();
  if (!enabled) return null;
  return (
    <Button variant="ghost" onClick={toggle} aria-pressed={dark} {...props}>
      {dark ? 'Switch to light mode' : 'Switch to dark mode'}
    </Button>
  );
}
