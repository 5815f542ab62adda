/** docs/product.md §2: the leaderboard shows the last 4 characters of a user id, marked as a tail. */
export const lastFour = (userId: string) => `…${userId.slice(-4)}`;
