import { Button, type ButtonProps } from '@trap/ui';
import { useDarkMode } from './dark-mode.ts';
import { useShellT } from '../../shared/i18n/shell-texts.ts';
import './theme.css';

/** Shown only while dark mode is enabled in the appearance settings (SPEC 2.8, 4.4). */
export function DarkModeToggle(props: Omit<ButtonProps, 'onClick'>) {
  const { dark, enabled, toggle } = useDarkMode();
  const { t } = useShellT();
  if (!enabled) return null;
  return (
    <Button variant="ghost" onClick={toggle} aria-pressed={dark} {...props}>
      {dark ? t('theme.toLight') : t('theme.toDark')}
    </Button>
  );
}
