import { preview, type CheckResult } from './check-result.js';

function significantLines(text: string): string[] {
  const lines = text.split('\n').map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The default, as Judge0 compares: line by line, ignoring whitespace at the end of each line
 * (so CRLF equals LF) and blank lines at the end of the output.
 */
export function checkLines(output: string, expected: string): CheckResult {
  const actualLines = significantLines(output);
  const expectedLines = significantLines(expected);
  const count = Math.max(actualLines.length, expectedLines.length);
  for (let index = 0; index < count; index++) {
    const actualLine = actualLines[index];
    const expectedLine = expectedLines[index];
    if (actualLine === expectedLine) continue;
    if (actualLine === undefined)
      return { accepted: false, message: `Output ended at line ${index + 1}; expected ${preview(expectedLine ?? '')}` };
    if (expectedLine === undefined)
      return { accepted: false, message: `Extra output at line ${index + 1}: ${preview(actualLine)}` };
    return {
      accepted: false,
      message: `Line ${index + 1} differs: expected ${preview(expectedLine)}, got ${preview(actualLine)}`,
    };
  }
  return { accepted: true };
}
