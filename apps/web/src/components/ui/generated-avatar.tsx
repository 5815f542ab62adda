import { thumbs } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';

/** Avatars already drawn, by seed: a leaderboard re-renders on every update, and drawing one costs a few SVG passes. */
const cache = new Map<string, string>();
/** Beyond this many distinct seeds the cache starts over (a 50-row page needs 50). */
const CACHE_LIMIT = 1_000;

/** A data: URI of the DiceBear "thumbs" avatar for `seed`, drawn in the browser (no outside request). */
export function avatarUri(seed: string): string {
  const cached = cache.get(seed);
  if (cached) return cached;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const uri = createAvatar(thumbs, { seed, size: 64 }).toDataUri();
  cache.set(seed, uri);
  return uri;
}

/**
 * A generated avatar seeded by a name (docs/product.md §2 leaderboard); decorative, the name is beside it.
 * max-w-none: with the base styles' `max-width: 100%` a table sizing its columns counts the image as
 * 0 px wide, so on a phone the leaderboard's Name column came out narrower than its content.
 */
export function GeneratedAvatar({ seed, size = 32 }: { seed: string; size?: number }) {
  return (
    <img
      src={avatarUri(seed)}
      alt=""
      width={size}
      height={size}
      className="max-w-none rounded-full bg-base-200"
      loading="lazy"
    />
  );
}
