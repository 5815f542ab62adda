import 'highlight.js/styles/github-dark.css';
import 'katex/dist/katex.min.css';

import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize from 'rehype-sanitize';
import remarkMath from 'remark-math';

import { markdownSchema as schema } from './markdown-schema';

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
