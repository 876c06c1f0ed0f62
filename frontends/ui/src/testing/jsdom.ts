/** What jsdom lacks and some screens' components use. */

/** A ResizeObserver that observes nothing: Radix's switches and radios, the menus and the charts measure themselves with one (jsdom has none). */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
