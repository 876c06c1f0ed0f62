import { useRef } from 'react';

/**
 * Where focus goes when the control that had it leaves the page (a banner answered, a dialog whose
 * opener is gone): the page's main content, focusable from script (#main, tabIndex -1), so a keyboard
 * user goes on from there instead of from the top of the page body.
 */
export function focusMainContent(): void {
  const main = document.getElementById('main') ?? document.querySelector<HTMLElement>('main');
  main?.focus({ preventScroll: true });
}

/**
 * A callback ref for the heading of a step that replaces the control a keyboard user just pressed
 * (checkout's payment page, its receipt): when the step appears with focus lost to the page body,
 * focus goes to the heading (give it tabIndex -1), which a screen reader then reads.
 */
export function focusOnArrival(el: HTMLElement | null): void {
  if (!el) return;
  const active = document.activeElement;
  if (!active || active === document.body) el.focus({ preventScroll: true });
}

/** An element focus can go back to: on the page, not disabled, focusable (natively or by a tabindex). */
function canTakeFocusBack(el: Element | null | undefined): el is HTMLElement {
  return (
    el instanceof HTMLElement &&
    el.isConnected &&
    !el.matches(':disabled') &&
    (el.hasAttribute('tabindex') || el.matches('a[href], button, input, select, textarea, summary'))
  );
}

/** The element and its ancestors up to the body, nearest first. */
function withAncestors(el: Element | null | undefined): Element[] {
  const chain: Element[] = [];
  for (let e = el ?? null; e && e !== document.body; e = e.parentElement) chain.push(e);
  return chain;
}

/**
 * Where focus may go back to, nearest first: what opened the dialog, then its ancestors; for an
 * entry of a menu (which closes as the dialog opens) also the menu's button and its ancestors. Taken
 * when the dialog opens, so a row that the dialog deleted still tells which list it was in.
 */
function returnPlaces(opener: Element | null): Element[] {
  const labelledBy = opener?.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  const menuButton = labelledBy ? document.getElementById(labelledBy) : null;
  return [...withAncestors(opener), ...withAncestors(menuButton)];
}

/**
 * Handlers for a radix dialog's content: on open they note what had focus, and on close give focus
 * back to it, or, when it has left the page, to the nearest place around it that is still there (the
 * panel the list was in, else the main content). Radix itself returns focus only to a DialogTrigger,
 * so a dialog opened by a plain button (the cookie banner's Preferences, the footer's Cookie
 * Settings, a menu entry, a confirmation asked from code) left focus on the page body.
 */
export function useFocusReturn(own: { onOpenAutoFocus?: (e: Event) => void; onCloseAutoFocus?: (e: Event) => void } = {}) {
  const places = useRef<Element[]>([]);
  return {
    onOpenAutoFocus(e: Event) {
      places.current = returnPlaces(document.activeElement);
      own.onOpenAutoFocus?.(e);
    },
    onCloseAutoFocus(e: Event) {
      own.onCloseAutoFocus?.(e);
      if (e.defaultPrevented) return;
      // radix's own step would focus the dialog's Trigger, and a dialog opened from elsewhere has none
      e.preventDefault();
      const place = places.current.find(canTakeFocusBack);
      if (place) place.focus();
      else focusMainContent();
    },
  };
}
