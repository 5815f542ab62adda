/** Shared by playwright.config.ts (which starts the server) and the specs (which sign in). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@codeyard.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin123!',
  firstName: 'Root',
} as const;
