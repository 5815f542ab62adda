import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { PaymentSettings } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { EditorialTab, PAYMENT_CONFIRMED } from './editorial-tab';

const paid: PaymentSettings = {
  access: 'paid',
  keyId: 'rzp_test_x',
  checkout: 'razorpay',
  checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
  amount: 20000,
  currency: 'INR',
};

function renderTab() {
  render(
    <TestProviders auth={authValue(testUser)}>
      <EditorialTab problemId="p1" />
    </TestProviders>,
  );
}

describe('EditorialTab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.querySelectorAll('script[src*="razorpay"]').forEach((script) => script.remove());
  });

  it('offers the payment, loads the checkout script only then, and says it is loading until it arrives', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { calls } = stubFetch({
      '/api/payment/config': { body: paid },
      '/api/video/status/p1': { body: { hasVideo: true, duration: 30, hasAccess: false } },
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for ₹200' }));
    expect(document.querySelector('script[src="https://checkout.razorpay.com/v1/checkout.js"]')).not.toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Payment system is loading, please try again in a moment',
    );
    expect(alert).not.toHaveBeenCalled();
    expect(calls.some((call) => call.path === '/api/payment/create-order')).toBe(false);
  });

  it('verifies the checkout answer and says so on the tab, without a browser alert', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    let opened: { order_id: string; handler: (payment: object) => void } | null = null;
    vi.stubGlobal(
      'Razorpay',
      vi.fn(function fakeCheckout(
        this: { open(): void },
        options: { order_id: string; handler: (payment: object) => void },
      ) {
        opened = options;
        this.open = () => undefined;
      }),
    );
    const { calls } = stubFetch({
      '/api/payment/config': { body: paid },
      '/api/video/status/p1': { body: { hasVideo: true, duration: 30, hasAccess: false } },
      'POST /api/payment/create-order': { body: { id: 'order_1', amount: 20000, currency: 'INR' } },
      'POST /api/payment/verify': { body: { success: true } },
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for ₹200' }));
    await vi.waitFor(() => expect(opened?.order_id).toBe('order_1'));
    opened!.handler({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' });
    expect(calls.find((call) => call.path === '/api/payment/verify')?.body).toEqual({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    });
    expect((await screen.findByRole('status')).textContent).toBe(PAYMENT_CONFIRMED);
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows the server message after a failed verification', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    let handler: ((payment: object) => void) | null = null;
    vi.stubGlobal(
      'Razorpay',
      vi.fn(function fakeCheckout(this: { open(): void }, options: { handler: (payment: object) => void }) {
        handler = options.handler;
        this.open = () => undefined;
      }),
    );
    stubFetch({
      '/api/payment/config': { body: paid },
      '/api/video/status/p1': { body: { hasVideo: true, duration: 30, hasAccess: false } },
      'POST /api/payment/create-order': { body: { id: 'order_1', amount: 20000, currency: 'INR' } },
      'POST /api/payment/verify': { status: 400, body: { message: 'Payment verification failed' } },
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for ₹200' }));
    await vi.waitFor(() => expect(handler).not.toBeNull());
    handler!({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'bad' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Payment verification error: Payment verification failed',
    );
    expect(alert).not.toHaveBeenCalled();
  });

  it('says that an admin grants access when payments are off', async () => {
    stubFetch({
      '/api/payment/config': {
        body: { ...paid, access: 'granted', keyId: null, checkout: null, checkoutScriptUrl: null },
      },
      '/api/video/status/p1': { body: { hasVideo: true, duration: 30, hasAccess: false } },
    });
    renderTab();
    expect(await screen.findByText(/Ask an admin for access/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
  });
});
