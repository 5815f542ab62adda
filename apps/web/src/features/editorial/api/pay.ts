import type { VerifyPaymentInput } from '@codeyard/shared';

import { api } from '../../../lib/api-client';

export type PaymentOrder = { id: string; amount: number; currency: string };

/** POST /api/payment/create-order (docs/product.md §7). */
export function createOrder(): Promise<PaymentOrder> {
  return api.post<PaymentOrder>('/payment/create-order');
}

/** POST /api/payment/verify (docs/product.md §7): the checkout's three fields. */
export function verifyPayment(payment: VerifyPaymentInput): Promise<{ success?: boolean }> {
  return api.post<{ success?: boolean }>('/payment/verify', payment);
}

/** POST /api/payment/test-checkout: the TEST MODE checkout's stand-in for Razorpay's window. */
export function payInTestMode(orderId: string): Promise<VerifyPaymentInput> {
  return api.post<VerifyPaymentInput>('/payment/test-checkout', { orderId });
}
