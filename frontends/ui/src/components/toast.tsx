import { useEffect, useState } from 'react';
import { useCommonT } from '../i18n/common.ts';

export type ToastVariant = 'default' | 'success' | 'destructive' | 'warning';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** ms; destructive and warning toasts stay a little longer by default. */
  duration?: number;
}

/*
 * sonner (≈ 9.5 kB gzipped) is not needed before the first toast, so it is out of the start-up
 * JavaScript: the Toaster loads it after the app has mounted, and a toast raised
 * before then waits for it (a toast is never lost, only shown a moment later).
 */
type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | undefined;
const loadSonner = (): Promise<Sonner> => {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined;
    throw error;
  });
  return sonner;
};
let toasterMounted: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => (toasterMounted = resolve));

/** One way to raise a toast everywhere (title + description, like the SPEC's 'Title: description' texts). */
export function toast({ title, description, variant = 'default', duration }: ToastInput): void {
  const opts = { description, duration: duration ?? (variant === 'destructive' || variant === 'warning' ? 6000 : 4000) };
  void Promise.all([loadSonner(), toasterReady])
    .then(([{ toast: show }]) => {
      if (variant === 'success') show.success(title, opts);
      else if (variant === 'destructive') show.error(title, opts);
      else if (variant === 'warning') show.warning(title, opts);
      else show(title, opts);
    })
    .catch((error: unknown) => console.warn('A toast could not be shown', title, error));
}

/** Mounted once by each app's root; renders nothing until sonner has loaded (after hydration). */
export function Toaster() {
  const [loaded, setLoaded] = useState<Sonner | null>(null);
  const { t } = useCommonT();
  useEffect(() => {
    let cancelled = false;
    loadSonner().then(
      (module) => !cancelled && setLoaded(module),
      (error: unknown) => console.warn('The toaster could not be loaded', error),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  if (!loaded) return null;
  return (
    <>
      <loaded.Toaster
        {...TOASTER_PROPS}
        containerAriaLabel={t('toaster.messages')}
        toastOptions={{ ...TOASTER_PROPS.toastOptions, closeButtonAriaLabel: t('toaster.close') }}
      />
      <ToasterReady />
    </>
  );
}

// After sonner's Toaster (its sibling before it) has subscribed: the waiting toasts may go.
function ToasterReady() {
  useEffect(() => toasterMounted(), []);
  return null;
}

const TOASTER_PROPS = {
  position: 'top-right',
  // Below the sticky header, so toasts never cover its buttons.
  offset: { top: 116, right: 16 },
  mobileOffset: { top: 72, left: 12, right: 12 },
  richColors: true,
  closeButton: true,
  toastOptions: { className: 'trap-toast' },
} as const;
