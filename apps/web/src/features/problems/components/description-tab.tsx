// KaTeX's stylesheet (its fonts load only when a formula uses them); the maths itself was typeset on the server.
import 'katex/dist/katex.min.css';

import { memo } from 'react';

import type { ProblemPage } from '@codeyard/shared';

/**
 * docs/product.md §2: the statement, then numbered examples with input, output and explanation. Memoised:
 * the workspace re-renders for presence counts and run results, and the statement never changes with them.
 */
export const DescriptionTab = memo(function DescriptionTab({ problem }: { problem: ProblemPage }) {
  const examples = problem.visibleTests ?? [];
  return (
    <div className="flex flex-col gap-6">
      {/* Rendered and sanitised by the server (services/problems/statement-html.ts): no raw HTML, handlers or script URLs survive it. */}
      <div className="markdown" dangerouslySetInnerHTML={{ __html: problem.statementHtml }} />
      {examples.length > 0 && (
        <section aria-label="Examples" className="flex flex-col gap-4">
          {examples.map((example, index) => (
            <div key={index} className="rounded-box bg-base-200 p-4">
              <h3 className="mb-2 font-semibold">Example {index + 1}:</h3>
              <dl className="grid gap-2 text-sm">
                {example.interaction ? (
                  <Interaction text={example.interaction} />
                ) : (
                  <>
                    <ExampleBlock label="Input" value={example.input} />
                    <ExampleBlock label="Output" value={example.output} />
                  </>
                )}
                {example.explanation && (
                  <div>
                    <dt className="font-medium">Explanation:</dt>
                    <dd className="whitespace-pre-wrap text-base-content/80">{example.explanation}</dd>
                  </div>
                )}
              </dl>
            </div>
          ))}
        </section>
      )}
      {(problem.timeLimitMs || problem.memoryLimitMb) && (
        <p className="text-xs text-base-content/60">
          {problem.timeLimitMs ? `Time limit: ${problem.timeLimitMs / 1000} s` : ''}
          {problem.timeLimitMs && problem.memoryLimitMb ? ' · ' : ''}
          {problem.memoryLimitMb ? `Memory limit: ${problem.memoryLimitMb} MB` : ''}
        </p>
      )}
    </div>
  );
});

function ExampleBlock({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="font-medium">{label}:</dt>
      <dd>
        <pre className="mt-1 overflow-x-auto rounded bg-base-100 p-2 font-mono text-sm whitespace-pre">{value}</pre>
      </dd>
    </div>
  );
}

/**
 * An interactive sample as a dialogue, the way problemtools renders `.interaction` files: what the
 * program reads (`<`, sent by the judge) on the left, what it writes (`>`) on the right; `---`
 * starts another pass.
 */
function Interaction({ text }: { text: string }) {
  const lines = text.split('\n').filter((line) => line.length > 0);
  return (
    <div>
      <dt className="font-medium">Interaction:</dt>
      <dd>
        <ol className="mt-1 flex flex-col gap-1 rounded bg-base-100 p-2 font-mono text-sm" aria-label="Interaction">
          {lines.map((line, index) => {
            if (line.startsWith('---')) {
              return (
                <li key={index} className="text-center text-xs text-base-content/60">
                  next pass
                </li>
              );
            }
            const written = line.startsWith('>');
            return (
              <li key={index} className={`flex ${written ? 'justify-end' : 'justify-start'}`}>
                <span className="sr-only">{written ? 'Your program writes: ' : 'The judge sends: '}</span>
                <pre
                  className={`max-w-full overflow-x-auto rounded px-2 py-0.5 whitespace-pre ${
                    written ? 'bg-primary/15' : 'bg-base-300'
                  }`}
                >
                  {line.slice(1)}
                </pre>
              </li>
            );
          })}
        </ol>
        <p className="mt-1 text-xs text-base-content/60">
          Left: what the judge sends your program. Right: what your program writes (flush after every line).
        </p>
      </dd>
    </div>
  );
}
