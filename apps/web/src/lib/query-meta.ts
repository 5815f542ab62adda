/**
 * Queries whose answer depends on who is signed in carry `meta: { [USER_SCOPED_META]: true }`;
 * they are dropped from the cache on logout (docs/product.md §4: logout empties the solved list).
 */
export const USER_SCOPED_META = 'userScoped';

export const userScopedMeta = { [USER_SCOPED_META]: true } as const;
