import { z } from 'zod';

/** docs/product.md §9: the largest editorial video, in bytes (100 MB). */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;

/** docs/product.md §5 and §8: the upload form's and server's texts. */
export const VIDEO_UPLOAD_MESSAGES = {
  noFile: 'Please select a video file',
  invalidType: 'Please select a valid video file',
  tooLarge: 'File size must be less than 100MB',
  failed: 'Upload failed. Please try again.',
} as const;

/** Types the upload form lets through; the server decides again from the file's bytes. */
export const VIDEO_CONTENT_TYPES = ['video/mp4', 'video/webm'] as const;

/** docs/product.md §9: editorial access costs 200 INR; Razorpay counts in paise. */
export const EDITORIAL_PRICE = { amount: 20_000, currency: 'INR', displayAmount: 200 } as const;

/** docs/product.md §8: payment alerts. */
export const PAYMENT_MESSAGES = {
  loading: 'Payment system is loading, please try again in a moment',
  success: 'Payment Successful! Editorial access granted.',
  verificationFailed: 'Payment verification failed',
  verificationError: 'Payment verification error: ',
  initiatingError: 'Error initiating payment: ',
  paymentUsed: 'This payment has already paid another order',
} as const;

/** docs/product.md §7: POST /payment/verify, as Razorpay's checkout hands it over. */
export const verifyPaymentSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

/** docs/product.md §7: POST /video/save after a direct upload to Cloudinary; duration is read again from Cloudinary. */
export const saveVideoSchema = z.object({
  problemId: z.string().min(1),
  cloudinaryPublicId: z.string().min(1).max(300),
  // Echoed from the upload's answer by some clients; never trusted (the server reads its own).
  secureUrl: z.string().max(2000).nullish(),
  duration: z.number().nullish(),
});
export type SaveVideoInput = z.infer<typeof saveVideoSchema>;

/** How editorial access works on this install (GET /payment/config). */
export type PaymentSettings = {
  access: 'paid' | 'free' | 'granted';
  /** Razorpay key id for the checkout, when paid. */
  keyId: string | null;
  /** "test": our own TEST MODE checkout (test keys only); "razorpay": Razorpay's script. */
  checkout: 'razorpay' | 'test' | null;
  checkoutScriptUrl: string | null;
  amount: number;
  currency: string;
};

/** GET /video/:problemId for a viewer with access. */
export type EditorialVideo = {
  problemId: string;
  /** seconds */
  duration: number;
  uploadedAt: string;
  /** A signed URL valid for a few minutes; ask again for a fresh one. */
  url: string;
  thumbnailUrl: string | null;
  expiresAt: string;
};

/** `m:ss` of a duration in seconds (docs/product.md §2 Video upload). */
export function formatVideoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
