/**
 * The statement's Markdown with maths: `$…$` and `$$…$$` render with KaTeX. Loaded lazily with
 * KaTeX's stylesheet, so only the problem page pays for them.
 */
import 'katex/dist/katex.min.css';

import Markdown, { type Components } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';

// The page title is the only h1: statement headings move one level down.
const headings: Components = {
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  h2: ({ node: _node, ...props }) => <h3 {...props} />,
  h3: ({ node: _node, ...props }) => <h4 {...props} />,
  h4: ({ node: _node, ...props }) => <h5 {...props} />,
};

// Single dollars mark inline maths, as in "$1 \le n \le 10^5$"; a malformed formula shows as its source.
const remarkPlugins = [[remarkMath, { singleDollarTextMath: true }]] satisfies Parameters<typeof Markdown>[0]['remarkPlugins'];
const rehypePlugins = [[rehypeKatex, { throwOnError: false, strict: 'ignore' }]] satisfies Parameters<typeof Markdown>[0]['rehypePlugins'];

export default function StatementMarkdown({ text }: { text: string }) {
  return (
    <Markdown components={headings} remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins}>
      {text}
    </Markdown>
  );
}
