import crypto from 'node:crypto';

/** Hex HMAC-SHA256 compared in constant time, as Razorpay signs payments and webhooks. */
export function isValidHmacSignature(message: string | Buffer, secret: string, signature: string): boolean {
  const expected = Buffer.from(crypto.createHmac('sha256', secret).update(message).digest('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** Razorpay's checkout signature: HMAC_SHA256(order_id + "|" + payment_id, key_secret). */
export function paymentSignatureMessage(orderId: string, paymentId: string): string {
  return `${orderId}|${paymentId}`;
}

export function signPayment(orderId: string, paymentId: string, keySecret: string): string {
  return crypto.createHmac('sha256', keySecret).update(paymentSignatureMessage(orderId, paymentId)).digest('hex');
}
