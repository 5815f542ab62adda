/**
 * A statement's Markdown as the HTML the problem page shows, rendered here once per version of the
 * statement instead of in every visitor's browser: the Markdown parser and KaTeX stay off the
 * page (about 390 KB of script and a noticeable share of its start-up work).
 */
import { createHash } from 'node:crypto';
import type { Element, Root as HastRoot } from 'hast';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/**
 * GitHub's rules (no raw HTML, no event handlers, no `javascript:` URLs), plus the two classes
 * remark-math puts on maths, so that rehype-katex still finds them after sanitising. Sanitising
 * comes first and KaTeX last: KaTeX's own markup is trusted (it runs with `trust: false`, so
 * `\href` and friends render as errors, not links).
 */
const schema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

/** The page title is the only h1: statement headings move one level down (h6 stays h6). */
function demoteHeadings() {
  const demote = (node: HastRoot | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const level = /^h([1-5])$/.exec(child.tagName)?.[1];
      if (level) child.tagName = `h${Number(level) + 1}`;
      demote(child);
    }
  };
  return (tree: HastRoot) => demote(tree);
}

const processor = unified()
  .use(remarkParse)
  // Single dollars mark inline maths, as in "$1 \le n \le 10^5$".
  .use(remarkMath, { singleDollarTextMath: true })
  // Raw HTML written in the Markdown is dropped here (no `allowDangerousHtml`).
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(demoteHeadings)
  // rehype-katex shows a malformed formula as its source, in KaTeX's error colour, instead of failing.
  .use(rehypeKatex, { strict: 'ignore' })
  .use(rehypeStringify)
  .freeze();

/**
 * Statements are Markdown that often open with the problem's own title as a `#` heading; the page
 * already shows the title, so that line is dropped.
 */
export function statementBody(description: string, title: string): string {
  const lines = description.split('\n');
  const first = lines.findIndex((line) => line.trim().length > 0);
  if (first === -1) return description;
  const heading = /^#\s+(.+?)\s*#*\s*$/.exec(lines[first]!.trim());
  if (heading && heading[1]!.trim().toLowerCase() === title.trim().toLowerCase()) {
    return lines
      .slice(first + 1)
      .join('\n')
      .replace(/^\s*\n/, '');
  }
  return description;
}

/** Rendered statements by a hash of title and text: edits get a new entry, the oldest go first. */
const cache = new Map<string, string>();
const CACHE_CAPACITY = 512;

/** The statement as safe HTML (sanitised, maths rendered by KaTeX), from a bounded cache. */
export function renderStatementHtml(description: string, title: string): string {
  const key = createHash('sha256').update(title).update('\0').update(description).digest('base64url');
  const cached = cache.get(key);
  if (cached !== undefined) {
    // Most recently used last, so the eviction below drops the least recently used.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const html = String(processor.processSync(statementBody(description, title)));
  cache.set(key, html);
  if (cache.size > CACHE_CAPACITY) cache.delete(cache.keys().next().value!);
  return html;
}
