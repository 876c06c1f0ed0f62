import { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';

export type ToastVariant = 'default' | 'success' | 'destructive' | 'warning';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** ms; destructive and warning toasts stay a little longer by default. */
  duration?: number;
}

/** One way to raise a toast everywhere (title + description, like the SPEC's 'Title: description' texts). */
export function toast({ title, description, variant = 'default', duration }: ToastInput): string | number {
  const opts = { description, duration: duration ?? (variant === 'destructive' || variant === 'warning' ? 6000 : 4000) };
  switch (variant) {
    case 'success':
      return sonnerToast.success(title, opts);
    case 'destructive':
      return sonnerToast.error(title, opts);
    case 'warning':
      return sonnerToast.warning(title, opts);
    default:
      return sonnerToast(title, opts);
  }
}

export function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      // Below the sticky header, so toasts never cover its buttons.
      offset={{ top: 116, right: 16 }}
      mobileOffset={{ top: 72, left: 12, right: 12 }}
      richColors
      closeButton
      containerAriaLabel="Toast messages"
      toastOptions={{ className: 'trap-toast' }}
    />
  );
}
