/**
 * An interactive or multi-pass sample as a dialogue, the way problemtools renders `.interaction`
 * files: what the program reads (`<`, sent by the judge) on the left, what it writes (`>`) on the
 * right. A line of `---` starts another pass (2025-09: multi-pass samples), and each pass is then
 * headed by its number, since the program starts afresh on it.
 */
export function Interaction({ text, label = 'Interaction' }: { text: string; label?: string }) {
  const lines = text.split('\n').filter((line) => line.length > 0);
  // The pass each line belongs to: a `---` line opens the next one.
  const passOfLine: number[] = [];
  for (const line of lines) passOfLine.push((passOfLine.at(-1) ?? 1) + (line.startsWith('---') ? 1 : 0));
  const passes = passOfLine.at(-1) ?? 1;
  return (
    <div>
      <dt className="font-medium">{label}:</dt>
      <dd>
        <ol className="mt-1 flex flex-col gap-1 rounded bg-base-100 p-2 font-mono text-sm" aria-label={label}>
          {passes > 1 && <li className="text-center text-xs text-base-content/60">Pass 1</li>}
          {lines.map((line, index) => {
            if (line.startsWith('---')) {
              return (
                <li key={index} className="text-center text-xs text-base-content/60">
                  Pass {passOfLine[index]}
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
          Left: what the judge sends your program. Right: what your program writes
          {passes > 1
            ? '. Your program runs once per pass, on what the judge sends in it.'
            : ' (flush after every line).'}
        </p>
      </dd>
    </div>
  );
}
