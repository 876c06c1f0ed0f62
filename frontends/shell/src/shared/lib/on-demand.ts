import { useCallback, useEffect, useState, type ComponentType } from 'react';

/**
 * A part of the page whose code loads on first use: the header's menus, the
 * notification panel, the mobile menu and the cookie preferences are radix-based (≈ 34 kB gzipped)
 * and nobody needs them before the page is up. Until a part is wanted, its component renders a
 * plain button that looks the same, the same on the server and at hydration; using that button
 * loads the part and shows it open. `preload` warms it earlier (hover, focus, an idle browser).
 */
export interface OnDemandPart<P> {
  preload: () => Promise<ComponentType<P>>;
  /** the component once loaded, else null */
  loaded: () => ComponentType<P> | null;
}

export function onDemand<P>(load: () => Promise<ComponentType<P>>): OnDemandPart<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (c) => (component = c),
      (error: unknown) => {
        // a failed chunk (lost signal) is tried again on the next use
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { preload, loaded: () => component };
}

/**
 * `Part` is the loaded component once `open()` was called and its code has arrived (null before:
 * render the plain button). A load that fails leaves the plain button, and the next use tries again.
 */
export function useOnDemand<P>(part: OnDemandPart<P>): { Part: ComponentType<P> | null; open: () => void; preload: () => void } {
  const [wanted, setWanted] = useState(false);
  const [Part, setPart] = useState<ComponentType<P> | null>(null);
  const open = useCallback(() => {
    setWanted(true);
    part.preload().then(
      (c) => setPart(() => c),
      () => setWanted(false),
    );
  }, [part]);
  const preload = useCallback(() => void part.preload().catch(() => undefined), [part]);
  return { Part: wanted ? Part : null, open, preload };
}

/**
 * What a part's plain stand-in button carries: closed, announcing the popup it opens, warming the
 * part when a pointer or the focus comes near, opening it when used (click, Enter, Space, tap).
 */
export function standInTrigger(popup: 'menu' | 'dialog', { open, preload }: { open: () => void; preload: () => void }) {
  return {
    'aria-haspopup': popup,
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: preload,
    onPointerDown: preload,
    onFocus: preload,
    onClick: open,
  } as const;
}

/**
 * A part the page shows as soon as it is up, but not before its first render (a server render and
 * the hydrating render show nothing, so they match): its code loads after mount, outside the
 * start-up JavaScript. Null until it has arrived (on a later mount, at once); a failed load leaves
 * nothing and the next mount tries again.
 */
export function useLoadedAfterMount<P>(part: OnDemandPart<P>): ComponentType<P> | null {
  const [Part, setPart] = useState<ComponentType<P> | null>(() => part.loaded());
  useEffect(() => {
    let mounted = true;
    part.preload().then(
      (c) => mounted && setPart(() => c),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [part]);
  return Part;
}

/** Warms the given parts once the browser is idle after start-up, unless the visitor saves data. */
export function usePreloadWhenIdle(...parts: { preload: () => Promise<unknown> }[]): void {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData) return undefined;
    const warm = () => parts.forEach((p) => void p.preload().catch(() => undefined));
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(warm, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 2000);
    return () => clearTimeout(id);
    // the parts are module-level constants
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
