import type { SimilarityLines } from '@codeyard/shared';

/** Is 1-based `line` inside one of `ranges`? */
function covered(line: number, ranges: readonly SimilarityLines[]): boolean {
  return ranges.some((range) => line >= range.startLine && line <= range.endLine);
}

/**
 * A source read-only with line numbers, the lines of matching fragments marked (<mark>, so
 * assistive technology says so too). Plain text: the code is never markup.
 */
export function SourceWithFragments({
  label,
  code,
  fragments,
}: {
  label: string;
  code: string;
  fragments: readonly SimilarityLines[];
}) {
  const lines = code.replace(/\n$/, '').split('\n');
  const width = String(lines.length).length;
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 font-semibold">{label}</figcaption>
      <pre
        className="max-h-[32rem] overflow-auto rounded-box border border-base-300 bg-base-200 py-2 text-sm leading-6"
        tabIndex={0}
        aria-label={`${label}: source`}
      >
        <code className="block min-w-max">
          {lines.map((line, index) => {
            const number = index + 1;
            const marked = covered(number, fragments);
            // On the marked background the dimmed numbers would fall below AA contrast.
            const numberColour = marked ? 'text-base-content' : 'text-base-content/60';
            const text = (
              <>
                <span className={`inline-block select-none pr-3 text-right ${numberColour}`} aria-hidden="true">
                  {String(number).padStart(width, ' ')}
                </span>
                {line || ' '}
              </>
            );
            return marked ? (
              <mark key={number} className="block bg-warning/30 px-2 text-base-content" data-line={number}>
                {text}
              </mark>
            ) : (
              <span key={number} className="block px-2" data-line={number}>
                {text}
              </span>
            );
          })}
        </code>
      </pre>
    </figure>
  );
}
