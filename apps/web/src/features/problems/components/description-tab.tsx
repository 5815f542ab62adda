// KaTeX's stylesheet (its fonts load only when a formula uses them); the maths itself was typeset on the server.
import 'katex/dist/katex.min.css';

import { memo } from 'react';

import type { ProblemPage } from '@codeyard/shared';

import { Interaction } from './interaction-dialogue';

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
