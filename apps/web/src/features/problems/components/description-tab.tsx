// KaTeX's stylesheet (its fonts load only when a formula uses them); the maths itself was typeset on the server.
import 'katex/dist/katex.min.css';

import { memo } from 'react';

import type { ProblemPage } from '@codeyard/shared';

import { namedValues, signatureText } from '../utils/function-input';
import { Interaction } from './interaction-dialogue';

/**
 * docs/product.md §2: the statement, then numbered examples with input, output and explanation. Memoised:
 * the workspace re-renders for presence counts and run results, and the statement never changes with them.
 */
export const DescriptionTab = memo(function DescriptionTab({ problem }: { problem: ProblemPage }) {
  const examples = problem.visibleTests ?? [];
  const signature = problem.function ?? null;
  return (
    <div className="flex flex-col gap-6">
      {signature && (
        <p className="text-sm">
          <span className="font-medium">Function: </span>
          <code className="rounded bg-base-200 px-1 font-mono break-all">{signatureText(signature)}</code>
        </p>
      )}
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
                ) : signature ? (
                  <>
                    <ExampleBlock
                      label="Input"
                      value={namedValues(signature, example.input)
                        .map(({ name, value }) => `${name} = ${value}`)
                        .join(', ')}
                      wrap
                    />
                    <ExampleBlock label="Output" value={example.output.trim()} wrap />
                  </>
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

/** `wrap`: a function problem's values on one line, wrapped like LeetCode's rather than scrolled. */
function ExampleBlock({ label, value, wrap = false }: { label: string; value: string; wrap?: boolean }) {
  return (
    <div>
      <dt className="font-medium">{label}:</dt>
      <dd>
        <pre
          className={`mt-1 overflow-x-auto rounded bg-base-100 p-2 font-mono text-sm ${wrap ? 'whitespace-pre-wrap break-all' : 'whitespace-pre'}`}
        >
          {value}
        </pre>
      </dd>
    </div>
  );
}
