/** Lines shown at most; past them the jury is told how many more there are. */
const MAX_LINES = 200;

const linesOf = (text: string) => {
  const lines = text.split('\n');
  // A final newline ends the last line; it does not start another.
  if (lines.at(-1) === '') lines.pop();
  return lines;
};

type OutputDiffProps = {
  test: number;
  expected: string;
  output: string;
  /** Only the start of either was kept (64 KiB). */
  truncated: boolean;
};

/**
 * A failed test's expected answer beside the program's output, line by line, the lines that
 * differ marked (DOMjudge's diff). Lines are compared exactly: a checker that ignores spaces may
 * still have rejected another line than the first one marked here.
 */
export function OutputDiff({ test, expected, output, truncated }: OutputDiffProps) {
  const expectedLines = linesOf(expected);
  const outputLines = linesOf(output);
  const count = Math.max(expectedLines.length, outputLines.length);
  const firstDifference = Array.from({ length: count }, (_, index) => index).find(
    (index) => expectedLines[index] !== outputLines[index],
  );
  const shown = Math.min(count, MAX_LINES);
  return (
    <div className="flex flex-col gap-1" data-testid="output-diff">
      <p className="text-sm">
        {firstDifference === undefined
          ? 'The output matches the expected answer line for line (the checker judged otherwise).'
          : `First difference on line ${firstDifference + 1}.`}
        {truncated && ' Only the first 64 KiB were kept.'}
      </p>
      <div className="max-h-96 overflow-auto rounded-box border border-base-300">
        <table className="table table-xs font-mono">
          <caption className="sr-only">Test {test}: expected answer and program output, line by line</caption>
          <thead>
            <tr>
              <th>Line</th>
              <th>Expected answer</th>
              <th>Program output</th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: shown }, (_, index) => {
              const differs = expectedLines[index] !== outputLines[index];
              return (
                <tr key={index} data-differs={differs || undefined} className={differs ? 'bg-error/15' : undefined}>
                  <td className="tabular-nums">
                    {index + 1}
                    {differs && <span className="sr-only"> (differs)</span>}
                  </td>
                  <td className="whitespace-pre">
                    {expectedLines[index] ?? <em className="not-italic opacity-70">(none)</em>}
                  </td>
                  <td className="whitespace-pre">
                    {outputLines[index] ?? <em className="not-italic opacity-70">(none)</em>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {count > shown && <p className="text-sm">{count - shown} more lines not shown.</p>}
    </div>
  );
}
