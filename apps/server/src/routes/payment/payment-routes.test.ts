import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@codeyard/shared';
import { availableDialects } from '../../testing/databases.js';
import { razorpayWebhook, startFakeRazorpay } from '../../testing/fake-razorpay.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';

const KEYS = { keyId: 'rzp_test_codeyard', keySecret: 'key-secret-for-tests' };
const WEBHOOK_SECRET = 'webhook-secret-for-tests';

describe.each(await availableDialects())('editorial payments through Razorpay (%s)', (dialect) => {
  let test: TestApp;
  let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;

  beforeAll(async () => {
    razorpay = await startFakeRazorpay(KEYS);
    test = await createTestApp({
      dialect,
      env: {
        RAZORPAY_KEY_ID: KEYS.keyId,
        RAZORPAY_KEY_SECRET: KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_URL: razorpay.url,
        AUTH_RATE_LIMIT: '1000',
      },
    });
  });
  afterAll(async () => {
    await test?.close();
    await razorpay?.close();
  });

  const createOrder = async (cookie: string) => {
    const response = await test.app.inject({ method: 'POST', url: '/api/payment/create-order', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: string; amount: number };
  };
  const verify = (cookie: string, payload: object) =>
    test.app.inject({ method: 'POST', url: '/api/payment/verify', headers: { cookie }, payload });
  const hasAccess = async (cookie: string) =>
    (await test.app.inject({ method: 'GET', url: '/api/payment/has-access', headers: { cookie } })).json()
      .hasAccess as boolean;
  const grantsOf = (userId: string) =>
    test.context.database.selectFrom('editorial_grants').selectAll().where('user_id', '=', userId).execute();
  const webhook = (body: string, signature: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        origin: 'https://api.razorpay.com',
      },
      payload: body,
    });

  it('creates a 200 INR order bound to the user in its receipt and notes', async () => {
    const user = await signUp(test.app);
    const order = await createOrder(user.cookie);
    expect(order.amount).toBe(20_000);
    const atRazorpay = razorpay.orders.get(order.id);
    expect(atRazorpay).toMatchObject({ amount: 20_000, currency: 'INR', notes: { user_id: user.userId } });
    expect(atRazorpay?.receipt).toContain(user.userId);
  });

  it('grants access once after a correctly signed payment, and a second verify of it is fine', async () => {
    const user = await signUp(test.app);
    expect(await hasAccess(user.cookie)).toBe(false);
    const payment = razorpay.pay((await createOrder(user.cookie)).id);
    const first = await verify(user.cookie, payment);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect(await hasAccess(user.cookie)).toBe(true);
    expect((await verify(user.cookie, payment)).statusCode).toBe(200);
    // Nobody pays twice for the same access.
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/payment/create-order', headers: { cookie: user.cookie } }))
        .statusCode,
    ).toBe(409);
    const grants = await grantsOf(user.userId);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({
      source: 'payment',
      order_id: payment.razorpay_order_id,
      payment_id: payment.razorpay_payment_id,
      amount: 20_000,
      currency: 'INR',
    });
  });

  it('refuses a forged signature', async () => {
    const user = await signUp(test.app);
    const payment = razorpay.pay((await createOrder(user.cookie)).id, 'not-the-key-secret');
    const response = await verify(user.cookie, payment);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PAYMENT_MESSAGES.verificationFailed);
    expect(await hasAccess(user.cookie)).toBe(false);
  });

  it("refuses another user's order, even correctly signed", async () => {
    const buyer = await signUp(test.app);
    const other = await signUp(test.app);
    const payment = razorpay.pay((await createOrder(buyer.cookie)).id);
    expect((await verify(other.cookie, payment)).statusCode).toBe(403);
    expect(await hasAccess(other.cookie)).toBe(false);
  });

  it('refuses a second payment replayed against an order already used', async () => {
    const user = await signUp(test.app);
    const orderId = (await createOrder(user.cookie)).id;
    expect((await verify(user.cookie, razorpay.pay(orderId))).statusCode).toBe(200);
    expect((await verify(user.cookie, razorpay.pay(orderId))).statusCode).toBe(409);
    expect(await grantsOf(user.userId)).toHaveLength(1);
  });

  it('refuses an order of the wrong amount', async () => {
    const user = await signUp(test.app);
    await test.context.database
      .insertInto('payment_orders')
      .values({
        id: 'order_cheap',
        user_id: user.userId,
        amount: 100,
        currency: 'INR',
        receipt: 'x',
        payment_id: null,
        created_at: new Date().toISOString(),
        paid_at: null,
      })
      .execute();
    const response = await verify(user.cookie, razorpay.pay('order_cheap'));
    expect(response.statusCode).toBe(400);
    expect(await hasAccess(user.cookie)).toBe(false);
  });

  it('grants access from a signed webhook (the browser closed), once, and refuses forged or wrong-amount ones', async () => {
    const user = await signUp(test.app);
    const orderId = (await createOrder(user.cookie)).id;
    const payment = { id: 'pay_webhook1', order_id: orderId, amount: 20_000, currency: 'INR' };

    const forged = razorpayWebhook('payment.captured', payment, 'wrong-secret');
    expect((await webhook(forged.body, forged.signature)).statusCode).toBe(400);
    const cheap = razorpayWebhook('payment.captured', { ...payment, amount: 100 }, WEBHOOK_SECRET);
    expect((await webhook(cheap.body, cheap.signature)).statusCode).toBe(400);
    expect(await hasAccess(user.cookie)).toBe(false);

    const captured = razorpayWebhook('payment.captured', payment, WEBHOOK_SECRET);
    const response = await webhook(captured.body, captured.signature);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'granted' });
    expect(await hasAccess(user.cookie)).toBe(true);
    const paid = razorpayWebhook('order.paid', payment, WEBHOOK_SECRET);
    expect((await webhook(paid.body, paid.signature)).statusCode).toBe(200);
    expect(await grantsOf(user.userId)).toMatchObject([{ source: 'webhook', payment_id: 'pay_webhook1' }]);
  });

  it('never answers 5xx to a signed webhook: a payment id reused on another order, repeats, unknown and mismatched orders', async () => {
    const first = await signUp(test.app);
    const second = await signUp(test.app);
    const firstOrder = (await createOrder(first.cookie)).id;
    const secondOrder = (await createOrder(second.cookie)).id;
    const paysFirst = razorpayWebhook(
      'payment.captured',
      { id: 'pay_reused', order_id: firstOrder, amount: 20_000, currency: 'INR' },
      WEBHOOK_SECRET,
    );
    expect((await webhook(paysFirst.body, paysFirst.signature)).statusCode).toBe(200);
    const statuses: number[] = [];
    const cases = [
      // The same payment id claimed for a second order: refused, nothing granted to the second buyer.
      razorpayWebhook(
        'payment.captured',
        { id: 'pay_reused', order_id: secondOrder, amount: 20_000, currency: 'INR' },
        WEBHOOK_SECRET,
      ),
      razorpayWebhook(
        'order.paid',
        { id: 'pay_reused', order_id: secondOrder, amount: 20_000, currency: 'INR' },
        WEBHOOK_SECRET,
      ),
      // The first order again with another payment id: already paid, acknowledged.
      razorpayWebhook(
        'payment.captured',
        { id: 'pay_other', order_id: firstOrder, amount: 20_000, currency: 'INR' },
        WEBHOOK_SECRET,
      ),
      // A repeat, an unknown order, a mismatched amount.
      paysFirst,
      razorpayWebhook(
        'payment.captured',
        { id: 'pay_ghost', order_id: 'order_unknown', amount: 20_000, currency: 'INR' },
        WEBHOOK_SECRET,
      ),
      razorpayWebhook(
        'payment.captured',
        { id: 'pay_cheap', order_id: secondOrder, amount: 1, currency: 'INR' },
        WEBHOOK_SECRET,
      ),
    ];
    for (const signed of cases) statuses.push((await webhook(signed.body, signed.signature)).statusCode);
    expect(statuses).toEqual([400, 400, 200, 200, 200, 400]);
    expect(await hasAccess(second.cookie)).toBe(false);
    expect(await grantsOf(first.userId)).toHaveLength(1);
    expect(await grantsOf(second.userId)).toHaveLength(0);
  });

  it('refuses a webhook whose body was changed after signing', async () => {
    const user = await signUp(test.app);
    const orderId = (await createOrder(user.cookie)).id;
    const signed = razorpayWebhook(
      'payment.captured',
      { id: 'pay_x', order_id: orderId, amount: 20_000, currency: 'INR' },
      WEBHOOK_SECRET,
    );
    expect((await webhook(signed.body.replace('pay_x', 'pay_y'), signed.signature)).statusCode).toBe(400);
    expect(await hasAccess(user.cookie)).toBe(false);
  });

  it('allows the checkout script in the CSP and tells the app it is paid', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(response.json()).toMatchObject({
      access: 'paid',
      keyId: KEYS.keyId,
      checkout: 'razorpay',
      amount: 20_000,
      currency: 'INR',
    });
    expect(response.headers['content-security-policy']).toContain('https://checkout.razorpay.com');
  });

  it('keeps the test checkout closed unless RAZORPAY_CHECKOUT=test', async () => {
    const user = await signUp(test.app);
    const orderId = (await createOrder(user.cookie)).id;
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/payment/test-checkout',
      headers: { cookie: user.cookie },
      payload: { orderId },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('editorial access without Razorpay', () => {
  it('is open to every signed-in user by default, with no checkout script in the CSP', async () => {
    const test = await createTestApp();
    try {
      const user = await signUp(test.app);
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/payment/has-access',
        headers: { cookie: user.cookie },
      });
      expect(response.json()).toEqual({ hasAccess: true });
      expect(response.headers['content-security-policy']).not.toContain('razorpay');
      expect(
        (await test.app.inject({ method: 'POST', url: '/api/payment/create-order', headers: { cookie: user.cookie } }))
          .statusCode,
      ).toBe(409);
    } finally {
      await test.close();
    }
  });

  it('with EDITORIAL_ACCESS=granted, only users an admin granted', async () => {
    const test = await createTestApp({ env: { EDITORIAL_ACCESS: 'granted' } });
    try {
      const user = await signUp(test.app);
      const hasAccess = async () =>
        (
          await test.app.inject({ method: 'GET', url: '/api/payment/has-access', headers: { cookie: user.cookie } })
        ).json().hasAccess;
      expect(await hasAccess()).toBe(false);
      const { recordGrant } = await import('../../services/payments/editorial-access.js');
      await recordGrant(test.context.database, { userId: user.userId, source: 'admin', nowMs: test.context.clock() });
      expect(await hasAccess()).toBe(true);
    } finally {
      await test.close();
    }
  });
});

describe('TEST MODE checkout', () => {
  it('pays an own order with test keys, through the same verify, and refuses others', async () => {
    const razorpay = await startFakeRazorpay(KEYS);
    const test = await createTestApp({
      env: {
        RAZORPAY_KEY_ID: KEYS.keyId,
        RAZORPAY_KEY_SECRET: KEYS.keySecret,
        RAZORPAY_API_URL: razorpay.url,
        RAZORPAY_CHECKOUT: 'test',
      },
    });
    try {
      const user = await signUp(test.app);
      const other = await signUp(test.app);
      const orderId = (
        await test.app.inject({ method: 'POST', url: '/api/payment/create-order', headers: { cookie: user.cookie } })
      ).json().id;
      expect(
        (
          await test.app.inject({
            method: 'POST',
            url: '/api/payment/test-checkout',
            headers: { cookie: other.cookie },
            payload: { orderId },
          })
        ).statusCode,
      ).toBe(403);
      const payment = (
        await test.app.inject({
          method: 'POST',
          url: '/api/payment/test-checkout',
          headers: { cookie: user.cookie },
          payload: { orderId },
        })
      ).json();
      expect(
        (
          await test.app.inject({
            method: 'POST',
            url: '/api/payment/verify',
            headers: { cookie: user.cookie },
            payload: payment,
          })
        ).json(),
      ).toEqual({ success: true });
      const config = await test.app.inject({ method: 'GET', url: '/api/payment/config' });
      expect(config.json()).toMatchObject({ checkout: 'test', checkoutScriptUrl: null });
      expect(config.headers['content-security-policy']).not.toContain('razorpay');
    } finally {
      await test.close();
      await razorpay.close();
    }
  });
});
