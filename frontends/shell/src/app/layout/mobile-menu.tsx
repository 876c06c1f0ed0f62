import { useShellT } from '../../shared/i18n/shell-texts.ts';
import { onDemand, standInTrigger, useOnDemand, usePreloadWhenIdle } from '../../shared/lib/on-demand.ts';

const dialog = onDemand(() => import(/* webpackChunkName: "mobile-menu" */ './mobile-menu-dialog.tsx').then((m) => m.MobileMenuDialog));

/**
 * The burger of narrow screens; the full-screen menu (mobile-menu-dialog.tsx) loads on first use,
 * or earlier when the browser is idle, and opens as it arrives.
 */
export function MobileMenu() {
  const { Part: Dialog, open, preload } = useOnDemand(dialog);
  usePreloadWhenIdle(dialog);
  const { t } = useShellT();
  if (Dialog) return <Dialog />;
  return (
    <button type="button" className="shell-burger" aria-label={t('menu.open')} {...standInTrigger('dialog', { open, preload })}>
      <span aria-hidden="true" className="shell-burger__bars" />
    </button>
  );
}
