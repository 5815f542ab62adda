import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRazorpayOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: string;
  notes: Record<string, string>;
  created_at: number;
};

/**
 * Razorpay's Orders API on loopback, as far as Codeyard uses it: POST /v1/orders with basic auth,
 * answered in Razorpay's own shape (or its 400/401 error shape).
 */
export async function startFakeRazorpay(keys: { keyId: string; keySecret: string }, port = 0) {
  const orders = new Map<string, FakeRazorpayOrder>();
  const expected = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== expected)
        return answer(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      if (request.method === 'POST' && request.url === '/v1/orders') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          amount: number;
          currency: string;
          receipt: string;
          notes?: Record<string, string>;
        };
        if (!Number.isInteger(body.amount) || body.amount < 100)
          return answer(400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'Order amount less than minimum amount allowed' },
          });
        const order: FakeRazorpayOrder = {
          id: `order_${crypto.randomBytes(7).toString('hex')}`,
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
          notes: body.notes ?? {},
          created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(order.id, order);
        return answer(200, order);
      }
      answer(404, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    orders,
    /** What Razorpay's checkout hands the browser after a successful payment of `orderId`. */
    pay(orderId: string, keySecret = keys.keySecret) {
      const paymentId = `pay_${crypto.randomBytes(7).toString('hex')}`;
      const signature = crypto.createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
      return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Razorpay webhook body and its X-Razorpay-Signature (hex HMAC-SHA256 of the raw body). */
export function razorpayWebhook(
  event: 'payment.captured' | 'order.paid',
  payment: { id: string; order_id: string; amount: number; currency: string },
  webhookSecret: string,
) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: { payment: { entity: { ...payment, entity: 'payment', status: 'captured', method: 'card' } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  return { body, signature: crypto.createHmac('sha256', webhookSecret).update(body).digest('hex') };
}
