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

/** An element focus can go back to: still on the page, not the body, not disabled. */
function canTakeFocusBack(el: Element | null): el is HTMLElement {
  return el instanceof HTMLElement && el.isConnected && el !== document.body && !el.matches(':disabled');
}

/**
 * Handlers for a radix dialog's content: on open they note what had focus, and on close give focus
 * back to it, or to the main content when it has left the page. Radix itself returns focus only to a
 * DialogTrigger, so a dialog opened by a plain button (the cookie banner's Preferences, the footer's
 * Cookie Settings, a confirmation asked from code) left focus on the page body.
 */
export function useFocusReturn(own: { onOpenAutoFocus?: (e: Event) => void; onCloseAutoFocus?: (e: Event) => void } = {}) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus(e: Event) {
      opener.current = document.activeElement;
      own.onOpenAutoFocus?.(e);
    },
    onCloseAutoFocus(e: Event) {
      own.onCloseAutoFocus?.(e);
      if (e.defaultPrevented) return;
      // radix's own step would focus the dialog's Trigger, and a dialog opened from elsewhere has none
      e.preventDefault();
      if (canTakeFocusBack(opener.current)) opener.current.focus();
      else focusMainContent();
    },
  };
}
