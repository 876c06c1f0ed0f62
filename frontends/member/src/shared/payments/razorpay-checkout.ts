import type { CheckoutStart, PaymentCallback } from '@trap/contracts';

type RazorpayOptions = Extract<CheckoutStart['checkout'], { provider: 'razorpay' }>;
export type CheckoutOutcome = { kind: 'paid'; callback: PaymentCallback } | { kind: 'failed' } | { kind: 'dismissed' };

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', cb: () => void): void;
}
type RazorpayCtor = new (options: Record<string, unknown>) => RazorpayInstance;

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

function loadScript(): Promise<RazorpayCtor> {
  const existing = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const el = document.createElement('script');
    el.src = SCRIPT;
    el.async = true;
    el.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    el.onerror = () => reject(new Error('Razorpay Checkout could not be loaded. Please try again.'));
    document.head.appendChild(el);
  });
}

/** Razorpay Checkout (when the deployment has Razorpay keys): resolves with the signed success, a failure, or a dismissal. */
export async function openRazorpayCheckout(o: RazorpayOptions): Promise<CheckoutOutcome> {
  const Razorpay = await loadScript();
  return new Promise((resolve) => {
    let failed = false;
    const rzp = new Razorpay({
      key: o.keyId,
      order_id: o.orderId,
      amount: o.amount,
      currency: o.currency,
      name: o.name,
      description: o.description,
      prefill: o.prefill,
      handler: (res: PaymentCallback) => resolve({ kind: 'paid', callback: res }),
      modal: { ondismiss: () => resolve({ kind: failed ? 'failed' : 'dismissed' }) },
    });
    // Razorpay lets the member retry inside the modal after a failure; closing it then counts as failed
    rzp.on('payment.failed', () => {
      failed = true;
    });
    rzp.open();
  });
}
