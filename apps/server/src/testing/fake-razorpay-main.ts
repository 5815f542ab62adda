// The fake Razorpay for the end-to-end tests (playwright.config.ts starts it before the server):
// FAKE_RAZORPAY_PORT, RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET as the server gets them.
import { startFakeRazorpay } from './fake-razorpay.js';

const port = Number(process.env.FAKE_RAZORPAY_PORT ?? 0);
const razorpay = await startFakeRazorpay(
  { keyId: process.env.RAZORPAY_KEY_ID ?? '', keySecret: process.env.RAZORPAY_KEY_SECRET ?? '' },
  port,
);
console.log(`Fake Razorpay listening at ${razorpay.url}`);
const stop = () => void razorpay.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
