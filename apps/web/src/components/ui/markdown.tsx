import 'highlight.js/styles/github-dark.css';

import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeSanitize from 'rehype-sanitize';

/** Links written by users must not pass ranking to spammers nor give the opened page a handle on ours. */
const components: Components = {
  a: ({ node: _node, ...props }) => (
    <a {...props} rel="nofollow noopener" target="_blank" className="link link-primary" />
  ),
};

/**
 * Markdown written by users or the AI tutor. Raw HTML is never turned into elements (react-markdown
 * leaves it as text unless told otherwise), the tree is sanitised with GitHub's rules (no event
 * handlers, no javascript: URLs), and only then are code blocks highlighted, so that the
 * highlighter's classes survive.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown break-words [&_pre]:overflow-x-auto [&_pre]:rounded-box [&_pre]:p-3">
      <ReactMarkdown rehypePlugins={[rehypeSanitize, [rehypeHighlight, { detect: false }]]} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
