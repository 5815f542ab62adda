import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

import { markdownSchema } from './markdown-schema';

/** Only paragraphs survive: everything else is replaced by its text. */
const paragraphsOnly = ['p'];

/**
 * Markdown read as plain paragraphs, for a preview such as a card: emphasis, headings, lists and
 * links give their text only (a heading inside a card would break the page's outline, a link would
 * compete with the card's own). Sanitised as Markdown is; apart from Markdown so that a list of
 * cards does not load maths typesetting and code highlighting.
 */
export function MarkdownText({ children }: { children: string }) {
  return (
    <ReactMarkdown rehypePlugins={[[rehypeSanitize, markdownSchema]]} allowedElements={paragraphsOnly} unwrapDisallowed>
      {children}
    </ReactMarkdown>
  );
}
