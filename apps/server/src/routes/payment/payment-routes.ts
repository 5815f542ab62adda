import type { FastifyInstance } from 'fastify';
import { verifyPaymentSchema } from '@codeyard/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { currentUser } from '../../http/access.js';
import type { ZodTypeProvider } from '../../http/route-schemas.js';
import { hasEditorialAccess } from '../../services/payments/editorial-access.js';
import {
  createEditorialOrder,
  handleRazorpayWebhook,
  payInTestMode,
  paymentSettings,
  verifyEditorialPayment,
} from '../../services/payments/payments.js';

const testCheckoutSchema = z.object({ orderId: z.string().min(1).max(100) });

/** Razorpay's webhook bodies are small; the signature is over the exact bytes (bytes). */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export async function paymentRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/payment/config',
    {
      config: { access: 'public' },
      schema: { summary: 'How editorial access works here: paid (Razorpay), free or granted by an admin' },
    },
    async () => paymentSettings(context.config),
  );

  app.post(
    '/payment/create-order',
    { config: { access: 'user' }, schema: { summary: 'Create a Razorpay order for editorial access (200 INR)' } },
    async (request) => {
      const user = currentUser(request);
      // Access covers every editorial, so nobody is charged twice for it.
      if (await hasEditorialAccess(context.database, context.config, user))
        throw new AppError('CONFLICT', 'You already have editorial access');
      return createEditorialOrder(context, user._id);
    },
  );

  app.post(
    '/payment/verify',
    {
      config: { access: 'user' },
      schema: {
        summary: "Check the checkout's payment signature and grant editorial access",
        body: verifyPaymentSchema,
      },
    },
    async (request) => verifyEditorialPayment(context, currentUser(request)._id, request.body),
  );

  app.get(
    '/payment/has-access',
    { config: { access: 'user' }, schema: { summary: 'Whether the caller may watch editorial videos' } },
    async (request) => ({
      hasAccess: await hasEditorialAccess(context.database, context.config, currentUser(request)),
    }),
  );

  app.post(
    '/payment/test-checkout',
    {
      config: { access: 'user' },
      schema: {
        summary: 'TEST MODE checkout (RAZORPAY_CHECKOUT=test with test keys): pay an own order',
        body: testCheckoutSchema,
      },
    },
    async (request) => payInTestMode(context, currentUser(request)._id, request.body.orderId),
  );

  // The signature covers the raw bytes, so this route alone reads its JSON body unparsed.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/payment/webhook',
      {
        config: { access: 'public', crossSite: 'allow' },
        schema: { summary: 'Razorpay webhook (payment.captured, order.paid), signed with X-Razorpay-Signature' },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-razorpay-signature'];
        const outcome = await handleRazorpayWebhook(
          context,
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        return { status: outcome };
      },
    );
  });
}
