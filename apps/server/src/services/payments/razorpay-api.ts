import type { Config } from '../../config/env.js';
import { AppError } from '../../errors.js';

export type RazorpaySettings = NonNullable<Config['razorpay']>;

/** Razorpay's order as its Orders API answers it (the fields we read). */
export type RazorpayOrder = { id: string; amount: number; currency: string; receipt: string; status: string };

/**
 * POST /v1/orders with HTTP basic auth (key id : key secret). Called with fetch rather than the
 * razorpay SDK because the SDK's API address is fixed and tests point RAZORPAY_API_URL at a fake.
 */
export async function createRazorpayOrder(
  settings: RazorpaySettings,
  order: { amount: number; currency: string; receipt: string; notes: Record<string, string> },
): Promise<RazorpayOrder> {
  const response = await fetch(`${settings.apiUrl}/v1/orders`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(order),
  }).catch(() => {
    throw new AppError('UNAVAILABLE', 'The payment service is not reachable; try again later');
  });
  if (!response.ok)
    throw new AppError('UNAVAILABLE', 'The payment service refused to create the order; try again later');
  const created = (await response.json()) as Partial<RazorpayOrder>;
  if (typeof created.id !== 'string' || created.amount !== order.amount || created.currency !== order.currency) {
    throw new AppError('UNAVAILABLE', 'The payment service answered with an unexpected order');
  }
  return created as RazorpayOrder;
}
