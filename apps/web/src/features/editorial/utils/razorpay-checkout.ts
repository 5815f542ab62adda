import type { VerifyPaymentInput } from '@codeyard/shared';

type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  handler: (response: VerifyPaymentInput) => void;
  modal?: { ondismiss?: () => void };
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => { open(): void };
  }
}

/** Adds Razorpay's checkout script once; only the Editorial tab calls this, and only when payments are on. */
export function loadCheckoutScript(url: string): void {
  if (document.querySelector(`script[src="${url}"]`)) return;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  document.body.appendChild(script);
}

/** Opens Razorpay's window; false when its script has not arrived yet. */
export function openRazorpayCheckout(options: RazorpayOptions): boolean {
  if (!window.Razorpay) return false;
  new window.Razorpay(options).open();
  return true;
}
