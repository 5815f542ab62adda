// Kept apart from the zod schemas in auth.ts: the web app's first screen needs these, and this
// package is side-effect free, so importing only these leaves zod out of the entry bundle.

export type Role = 'user' | 'admin';

/** docs/product.md §6: role admin is recognised case-insensitively. */
export function isAdminRole(role: string | null | undefined): boolean {
  return typeof role === 'string' && role.trim().toLowerCase() === 'admin';
}
