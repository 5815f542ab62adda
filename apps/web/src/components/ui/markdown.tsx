import 'highlight.js/styles/github-dark.css';
import 'katex/dist/katex.min.css';

import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import remarkMath from 'remark-math';

/** Links written by users must not pass ranking to spammers nor give the opened page a handle on ours. */
const components: Components = {
  a: ({ node: _node, ...props }) => (
    <a {...props} rel="nofollow noopener" target="_blank" className="link link-primary" />
  ),
  // A long line scrolls the block sideways: focusable, so keyboard users can scroll it too
  // (WCAG 2.1.1; axe scrollable-region-focusable). index.css makes the <pre>, not its <code>, the scroller.
  pre: ({ node: _node, ...props }) => <pre {...props} tabIndex={0} />,
};

/**
 * GitHub's rules plus the two classes remark-math puts on maths, so that rehype-katex still finds
 * them after sanitising: the same schema the server renders statements with
 * (apps/server/src/services/problems/statement-html.ts), so `$…$` reads the same everywhere.
 */
const schema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

/**
 * Markdown written by users or the AI tutor. Raw HTML is never turned into elements (react-markdown
 * leaves it as text unless told otherwise), the tree is sanitised with GitHub's rules (no event
 * handlers, no javascript: URLs), and only then are maths typeset (KaTeX's own markup is trusted:
 * it runs with `trust: false`, so `\href` renders as an error, not a link) and code blocks
 * highlighted, so that their classes survive.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown break-words [&_pre]:overflow-x-auto [&_pre]:rounded-box [&_pre]:p-3">
      <ReactMarkdown
        remarkPlugins={[[remarkMath, { singleDollarTextMath: true }]]}
        rehypePlugins={[
          [rehypeSanitize, schema],
          [rehypeKatex, { strict: 'ignore' }],
          [rehypeHighlight, { detect: false }],
        ]}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}

/** Only paragraphs survive MarkdownText: everything else is replaced by its text. */
const paragraphsOnly = ['p'];

/**
 * Markdown read as plain paragraphs, for a preview such as a card: emphasis, headings, lists and
 * links give their text only (a card is a link of its own, and a heading inside it would break the
 * page's outline). Sanitised as Markdown is.
 */
export function MarkdownText({ children }: { children: string }) {
  return (
    <ReactMarkdown rehypePlugins={[[rehypeSanitize, schema]]} allowedElements={paragraphsOnly} unwrapDisallowed>
      {children}
    </ReactMarkdown>
  );
}
