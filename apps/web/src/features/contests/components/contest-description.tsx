// KaTeX's stylesheet: descriptions may hold maths, typeset on the server like statements.
import 'katex/dist/katex.min.css';

/**
 * The contest's description: the server's sanitised rendering of its Markdown (the statement path,
 * services/problems/statement-html.ts), else the text as written. Never the author's raw HTML.
 */
export function ContestDescription({
  description,
  descriptionHtml,
}: {
  description: string;
  descriptionHtml?: string;
}) {
  if (descriptionHtml !== undefined)
    return (
      <div
        className="markdown"
        data-testid="contest-description"
        dangerouslySetInnerHTML={{ __html: descriptionHtml }}
      />
    );
  return (
    <p className="whitespace-pre-wrap" data-testid="contest-description">
      {description}
    </p>
  );
}
