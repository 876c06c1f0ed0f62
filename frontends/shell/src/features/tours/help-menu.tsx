import { Button, useAuth } from '@trap/ui';
import { onDemand, standInTrigger, useOnDemand, usePreloadWhenIdle } from '../../shared/lib/on-demand.ts';
import './tours.css';

const dropdown = onDemand(() => import(/* webpackChunkName: "help-menu" */ './help-menu-dropdown.tsx').then((m) => m.HelpMenuDropdown));

/**
 * SPEC 2.11 Help button on member pages; its menu (help-menu-dropdown.tsx) loads on first use, so
 * until then the button is a plain one that looks the same. `label`: the header's text (the shell's
 * start-up texts; this feature's own load with the menu).
 */
export function HelpMenu({ label }: { label: string }) {
  const { user } = useAuth();
  const { Part: Dropdown, open, preload } = useOnDemand(dropdown);
  usePreloadWhenIdle(dropdown);
  if (!user) return null;
  if (Dropdown) return <Dropdown label={label} />;
  return (
    <Button variant="ghost" size="icon" className="shell-help" aria-label={label} {...standInTrigger('menu', { open, preload })}>
      <span aria-hidden="true">?</span>
    </Button>
  );
}
