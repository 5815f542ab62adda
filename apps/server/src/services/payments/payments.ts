import crypto from 'node:crypto';
import { EDITORIAL_PRICE, PAYMENT_MESSAGES, type PaymentSettings, type VerifyPaymentInput } from '@codeyard/shared';
import type { Config } from '../../config/env.js';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { nowIso } from '../ids.js';
import { recordGrant } from './editorial-access.js';
import { createRazorpayOrder, type RazorpaySettings } from './razorpay-api.js';
import { isValidHmacSignature, paymentSignatureMessage, signPayment } from './signatures.js';

/** `clock` is the app's (context.clock(), epoch milliseconds): when an order was made and paid. */
export type PaymentContext = { config: Config; database: DatabaseHandle; clock: () => number };

/** Razorpay's hosted checkout script (docs/product.md §7 third-party loads). */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export function paymentSettings(config: Config): PaymentSettings {
  const razorpay = config.editorialAccess === 'paid' ? config.razorpay : null;
  return {
    access: config.editorialAccess,
    keyId: razorpay?.keyId ?? null,
    checkout: razorpay?.checkout ?? null,
    checkoutScriptUrl: razorpay?.checkout === 'razorpay' ? RAZORPAY_CHECKOUT_SCRIPT : null,
    amount: EDITORIAL_PRICE.amount,
    currency: EDITORIAL_PRICE.currency,
  };
}

function requireRazorpay(config: Config): RazorpaySettings {
  if (config.editorialAccess !== 'paid' || !config.razorpay)
    throw new AppError('CONFLICT', 'Payments are not enabled on this server');
  return config.razorpay;
}

/** docs/product.md §7 POST /payment/create-order: 200 INR, bound to the user by receipt, notes and our own record. */
export async function createEditorialOrder(
  context: PaymentContext,
  userId: string,
): Promise<{ id: string; amount: number; currency: string }> {
  const settings = requireRazorpay(context.config);
  // Razorpay limits receipts to 40 characters.
  const receipt = `ed_${userId}`.slice(0, 40);
  const order = await createRazorpayOrder(settings, {
    amount: EDITORIAL_PRICE.amount,
    currency: EDITORIAL_PRICE.currency,
    receipt,
    notes: { user_id: userId, purpose: 'editorial' },
  });
  await context.database
    .insertInto('payment_orders')
    .values({
      id: order.id,
      user_id: userId,
      amount: order.amount,
      currency: order.currency,
      receipt,
      payment_id: null,
      created_at: nowIso(context.clock()),
      paid_at: null,
    })
    .execute();
  return { id: order.id, amount: order.amount, currency: order.currency };
}

/**
 * Marks the order paid by this payment and grants access, once. A second call with the same
 * payment is answered as success; an order already paid by another payment is refused.
 */
async function settleOrder(
  context: PaymentContext,
  options: {
    orderId: string;
    paymentId: string;
    userId: string | null;
    source: 'payment' | 'webhook';
    amount?: number;
    currency?: string;
  },
): Promise<void> {
  const order = await context.database
    .selectFrom('payment_orders')
    .selectAll()
    .where('id', '=', options.orderId)
    .executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', 'No such order');
  if (options.userId !== null && order.user_id !== options.userId)
    throw new AppError('FORBIDDEN', 'This order was not made for you');
  if (order.amount !== EDITORIAL_PRICE.amount || order.currency !== EDITORIAL_PRICE.currency)
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.verificationFailed);
  if (options.amount !== undefined && (options.amount !== order.amount || options.currency !== order.currency))
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.verificationFailed);
  if (order.payment_id !== null && order.payment_id !== options.paymentId)
    throw new AppError('CONFLICT', 'This order has already been paid');
  // One payment pays one order: a payment id seen on another order is a replay or a forgery, never a second grant.
  const elsewhere = await context.database
    .selectFrom('payment_orders')
    .select('id')
    .where('payment_id', '=', options.paymentId)
    .where('id', '!=', order.id)
    .executeTakeFirst();
  if (elsewhere) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.paymentUsed);

  await context.database
    .transaction()
    .execute(async (transaction) => {
      if (order.payment_id === null) {
        const claimed = await transaction
          .updateTable('payment_orders')
          .set({ payment_id: options.paymentId, paid_at: nowIso(context.clock()) })
          .where('id', '=', order.id)
          .where('payment_id', 'is', null)
          .executeTakeFirst();
        // Someone settled it meanwhile: accept only if it was with this same payment.
        if (Number(claimed.numUpdatedRows) === 0) {
          const now = await transaction
            .selectFrom('payment_orders')
            .select('payment_id')
            .where('id', '=', order.id)
            .executeTakeFirstOrThrow();
          if (now.payment_id !== options.paymentId) throw new AppError('CONFLICT', 'This order has already been paid');
        }
      }
      await recordGrant(transaction, {
        userId: order.user_id,
        source: options.source,
        orderId: order.id,
        paymentId: options.paymentId,
        amount: order.amount,
        currency: order.currency,
        nowMs: context.clock(),
      });
    })
    .catch((error: unknown) => {
      // The same payment id claimed for another order at the same moment: the unique index refused it.
      if (!(error instanceof AppError) && isUniqueViolation(error))
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.paymentUsed);
      throw error;
    });
}

/** SQLite's and PostgreSQL's words for a unique index refusing a row. */
function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    (typeof message === 'string' && message.includes('UNIQUE constraint failed'))
  );
}

/** docs/product.md §7 POST /payment/verify: the checkout's signature, checked in constant time against our key secret. */
export async function verifyEditorialPayment(
  context: PaymentContext,
  userId: string,
  input: VerifyPaymentInput,
): Promise<{ success: true }> {
  const settings = requireRazorpay(context.config);
  const message = paymentSignatureMessage(input.razorpay_order_id, input.razorpay_payment_id);
  if (!isValidHmacSignature(message, settings.keySecret, input.razorpay_signature))
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.verificationFailed);
  await settleOrder(context, {
    orderId: input.razorpay_order_id,
    paymentId: input.razorpay_payment_id,
    userId,
    source: 'payment',
  });
  return { success: true };
}

type WebhookPayment = { id?: unknown; order_id?: unknown; amount?: unknown; currency?: unknown; status?: unknown };
type WebhookEvent = { event?: unknown; payload?: { payment?: { entity?: WebhookPayment } } };

/**
 * Razorpay's webhook (payment.captured, order.paid), signed with the webhook secret over the raw
 * body: grants access even when the buyer's browser closed before /payment/verify.
 * Answers which event was handled; unknown orders and other events are acknowledged and ignored.
 */
export async function handleRazorpayWebhook(
  context: PaymentContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<'granted' | 'ignored'> {
  const settings = requireRazorpay(context.config);
  if (!settings.webhookSecret) throw new AppError('CONFLICT', 'RAZORPAY_WEBHOOK_SECRET is not set on this server');
  if (!signature || !isValidHmacSignature(rawBody, settings.webhookSecret, signature))
    throw new AppError('BAD_REQUEST', 'Invalid webhook signature');
  let event: WebhookEvent;
  try {
    event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook body is not JSON');
  }
  if (event.event !== 'payment.captured' && event.event !== 'order.paid') return 'ignored';
  const payment = event.payload?.payment?.entity;
  if (
    !payment ||
    typeof payment.id !== 'string' ||
    typeof payment.order_id !== 'string' ||
    typeof payment.amount !== 'number' ||
    typeof payment.currency !== 'string'
  ) {
    throw new AppError('BAD_REQUEST', 'The webhook does not describe a payment');
  }
  const known = await context.database
    .selectFrom('payment_orders')
    .select('id')
    .where('id', '=', payment.order_id)
    .executeTakeFirst();
  if (!known) return 'ignored';
  try {
    await settleOrder(context, {
      orderId: payment.order_id,
      paymentId: payment.id,
      userId: null,
      source: 'webhook',
      amount: payment.amount,
      currency: payment.currency,
    });
  } catch (error) {
    // An order already paid by another payment: acknowledged (Razorpay would otherwise retry it for days), nothing granted.
    if (error instanceof AppError && error.code === 'CONFLICT') return 'ignored';
    throw error;
  }
  return 'granted';
}

/**
 * The TEST MODE checkout (RAZORPAY_CHECKOUT=test, test keys only): stands in for Razorpay's
 * window by answering what it would, a payment id and its signature, for the caller's own order.
 * The browser then verifies it through the same /payment/verify as a real payment.
 */
export async function payInTestMode(
  context: PaymentContext,
  userId: string,
  orderId: string,
): Promise<VerifyPaymentInput> {
  const settings = requireRazorpay(context.config);
  if (settings.checkout !== 'test' || !settings.keyId.startsWith('rzp_test_'))
    throw new AppError('FORBIDDEN', 'The test checkout is not enabled on this server');
  const order = await context.database
    .selectFrom('payment_orders')
    .select(['id', 'user_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.user_id !== userId) throw new AppError('FORBIDDEN', 'This order was not made for you');
  const paymentId = `pay_test_${crypto.randomBytes(7).toString('hex')}`;
  return {
    razorpay_order_id: order.id,
    razorpay_payment_id: paymentId,
    razorpay_signature: signPayment(order.id, paymentId, settings.keySecret),
  };
}
