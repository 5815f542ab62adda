import { useQueryClient } from '@tanstack/react-query';
import { Lock, Video } from 'lucide-react';
import { useEffect, useState } from 'react';

import { EDITORIAL_PRICE, PAYMENT_MESSAGES, type PaymentSettings } from '@codeyard/shared';

import { AsyncState } from '../../../components/ui/async-state';
import { useAuth } from '../../auth';
import { errorMessage } from '../../../lib/api-client';
import { usePaymentSettings } from '../api/get-payment-settings';
import { useVideoStatus, type VideoStatus } from '../api/get-video-status';
import { createOrder, payInTestMode, verifyPayment, type PaymentOrder } from '../api/pay';
import { loadCheckoutScript, openRazorpayCheckout } from '../utils/razorpay-checkout';
import { EditorialVideo } from './editorial-video';
import { TestModeCheckout } from './test-mode-checkout';

function Notice({ title, message }: { title: string; message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <Lock className="size-10 text-base-content/40" aria-hidden="true" />
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="max-w-sm text-base-content/70">{message}</p>
    </div>
  );
}

/** docs/product.md §2 Editorial tab: locked until access is granted; offers payment; then shows the video. */
export function EditorialTab({ problemId }: { problemId: string }) {
  const user = useAuth().state.user;
  const settings = usePaymentSettings();
  const status = useVideoStatus(problemId, Boolean(user));
  // Kept here, above the states that reload once access is granted, so the confirmation stays on screen.
  const [paid, setPaid] = useState(false);

  if (!user) return <Notice title="Editorial is locked" message="Sign in to watch the editorial video." />;

  // Both answers are needed before the tab can say which state it is in; each failure has its own Retry.
  return (
    <div className="flex flex-col gap-3">
      {paid && (
        <p role="status" className="alert alert-success alert-soft">
          {PAYMENT_CONFIRMED}
        </p>
      )}
      <AsyncState query={settings} loadingLabel="Loading editorial">
        {(payment) => (
          <AsyncState query={status} loadingLabel="Loading editorial">
            {(video) => (
              <EditorialState problemId={problemId} payment={payment} video={video} onPaid={() => setPaid(true)} />
            )}
          </AsyncState>
        )}
      </AsyncState>
    </div>
  );
}

/** What stays on the tab after paying (the spec's alert is gone once dismissed). */
export const PAYMENT_CONFIRMED = 'Payment successful: every editorial video is now open to you.';

type EditorialStateProps = { problemId: string; payment: PaymentSettings; video: VideoStatus; onPaid: () => void };

/** The editorial states (docs/product.md §4), once the payment settings and the video status are known. */
function EditorialState({ problemId, payment, video, onPaid }: EditorialStateProps) {
  if (!video.hasVideo) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <Video className="size-10 text-base-content/40" aria-hidden="true" />
        <h3 className="text-lg font-semibold">No editorial yet</h3>
        <p className="text-base-content/70">This problem has no editorial video yet.</p>
      </div>
    );
  }
  if (video.hasAccess) return <EditorialVideo problemId={problemId} />;
  if (payment.access === 'granted')
    return (
      <Notice
        title="Editorial is locked"
        message="Editorial access is given by an admin on this server. Ask an admin for access."
      />
    );
  return (
    <PaymentOffer
      keyId={payment.keyId ?? ''}
      checkout={payment.checkout}
      checkoutScriptUrl={payment.checkoutScriptUrl}
      onPaid={onPaid}
    />
  );
}

type PaymentOfferProps = {
  keyId: string;
  checkout: 'razorpay' | 'test' | null;
  checkoutScriptUrl: string | null;
  onPaid: () => void;
};

function PaymentOffer({ keyId, checkout, checkoutScriptUrl, onPaid }: PaymentOfferProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [testOrder, setTestOrder] = useState<PaymentOrder | null>(null);
  const [payingTestOrder, setPayingTestOrder] = useState(false);
  /** Why the last attempt to pay did not go through, shown under the button until the next one. */
  const [failure, setFailure] = useState<string | null>(null);

  // The checkout script is loaded here only, when this tab offers a payment.
  useEffect(() => {
    if (checkout === 'razorpay' && checkoutScriptUrl) loadCheckoutScript(checkoutScriptUrl);
  }, [checkout, checkoutScriptUrl]);

  const finish = async (payment: Parameters<typeof verifyPayment>[0]) => {
    try {
      const result = await verifyPayment(payment);
      if (result.success) {
        // The tab's own confirmation (PAYMENT_CONFIRMED) says it, and stays: no browser alert (issue 36).
        onPaid();
        // Status and video of every problem: access is for all editorials.
        await queryClient.invalidateQueries({ queryKey: ['editorial'] });
      } else {
        setFailure(PAYMENT_MESSAGES.verificationFailed);
      }
    } catch (error) {
      setFailure(PAYMENT_MESSAGES.verificationError + errorMessage(error));
    } finally {
      setBusy(false);
      setTestOrder(null);
      setPayingTestOrder(false);
    }
  };

  const buy = async () => {
    setFailure(null);
    if (checkout === 'razorpay' && !window.Razorpay) {
      setFailure(PAYMENT_MESSAGES.loading);
      return;
    }
    setBusy(true);
    let order: PaymentOrder;
    try {
      order = await createOrder();
    } catch (error) {
      setBusy(false);
      setFailure(PAYMENT_MESSAGES.initiatingError + errorMessage(error));
      return;
    }
    if (checkout === 'test') {
      setTestOrder(order);
      return;
    }
    const opened = openRazorpayCheckout({
      key: keyId,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: 'Codeyard',
      description: 'Editorial access',
      handler: (payment) => void finish(payment),
      modal: { ondismiss: () => setBusy(false) },
    });
    if (!opened) {
      setBusy(false);
      setFailure(PAYMENT_MESSAGES.loading);
    }
  };

  const payTestOrder = async (order: PaymentOrder) => {
    setPayingTestOrder(true);
    try {
      await finish(await payInTestMode(order.id));
    } catch (error) {
      setBusy(false);
      setTestOrder(null);
      setPayingTestOrder(false);
      setFailure(PAYMENT_MESSAGES.initiatingError + errorMessage(error));
    }
  };

  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <Lock className="size-10 text-base-content/40" aria-hidden="true" />
      <h3 className="text-lg font-semibold">Editorial is locked</h3>
      <p className="max-w-sm text-base-content/70">
        Get access to every editorial video for {EDITORIAL_PRICE.displayAmount} {EDITORIAL_PRICE.currency}.
      </p>
      {checkout === 'test' && <span className="badge badge-warning font-bold">TEST MODE: no real payment</span>}
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void buy()}>
        {busy ? 'Processing…' : `Buy for ₹${EDITORIAL_PRICE.displayAmount}`}
      </button>
      {failure && (
        <p role="alert" className="alert alert-error alert-soft max-w-sm">
          {failure}
        </p>
      )}
      {testOrder && (
        <TestModeCheckout
          order={testOrder}
          paying={payingTestOrder}
          onPay={() => void payTestOrder(testOrder)}
          onCancel={() => {
            setBusy(false);
            setTestOrder(null);
          }}
        />
      )}
    </div>
  );
}
