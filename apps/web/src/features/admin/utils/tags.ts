/** docs/product.md §2 admin list: tags joined, or 'No tags'. Tags may be a list or a single tag (docs/product.md §3). */
export function joinTags(tags: string[] | string | null | undefined): string {
  const list = Array.isArray(tags) ? tags : tags ? [tags] : [];
  return list.length > 0 ? list.join(', ') : 'No tags';
}
