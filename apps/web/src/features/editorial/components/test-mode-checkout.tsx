import { FlaskConical } from 'lucide-react';

import type { PaymentOrder } from '../api/pay';

type TestModeCheckoutProps = { order: PaymentOrder; paying: boolean; onPay: () => void; onCancel: () => void };

/**
 * Stands in for Razorpay's window when RAZORPAY_CHECKOUT=test (test keys only): no card is asked
 * for and no money moves, and it says so. The payment it makes is verified like a real one.
 */
export function TestModeCheckout({ order, paying, onPay, onCancel }: TestModeCheckoutProps) {
  return (
    <dialog open className="modal modal-open" aria-labelledby="test-checkout-title">
      <div className="modal-box flex flex-col gap-4">
        <div className="badge badge-warning gap-1 font-bold">
          <FlaskConical className="size-4" aria-hidden="true" />
          TEST MODE
        </div>
        <h3 id="test-checkout-title" className="text-lg font-bold">
          Test checkout
        </h3>
        <p>
          This server uses Razorpay test keys with the built-in test checkout. No card is charged and no money moves.
          Order <code>{order.id}</code> for {(order.amount / 100).toFixed(2)} {order.currency}.
        </p>
        <div className="modal-action">
          <button type="button" className="btn" onClick={onCancel} disabled={paying}>
            Cancel
          </button>
          <button type="button" className="btn btn-warning" onClick={onPay} disabled={paying}>
            {paying ? 'Paying…' : 'Pay (test mode)'}
          </button>
        </div>
      </div>
    </dialog>
  );
}
