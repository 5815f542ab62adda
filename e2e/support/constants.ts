/** Shared by playwright.config.ts (which starts the server) and the specs (which sign in). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@codeyard.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin123!',
  firstName: 'Root',
} as const;
/** The fake Razorpay the e2e server is pointed at (test keys: the TEST MODE checkout). */
export const E2E_RAZORPAY = {
  port: Number(process.env.E2E_RAZORPAY_PORT ?? E2E_PORT + 1),
  keyId: 'rzp_test_e2e',
  keySecret: 'e2e-razorpay-key-secret',
} as const;

/** The fake OpenAI-compatible model the AI tutor talks to in the e2e run (ai-tutor.spec.ts starts it). */
export const E2E_AI_PORT = E2E_PORT + 10_000;
