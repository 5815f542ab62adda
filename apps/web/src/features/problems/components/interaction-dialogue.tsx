/**
 * An interactive sample as a dialogue, the way problemtools renders `.interaction` files: what the
 * program reads (`<`, sent by the judge) on the left, what it writes (`>`) on the right; `---`
 * starts another pass.
 */
export function Interaction({ text, label = 'Interaction' }: { text: string; label?: string }) {
  const lines = text.split('\n').filter((line) => line.length > 0);
  return (
    <div>
      <dt className="font-medium">{label}:</dt>
      <dd>
        <ol className="mt-1 flex flex-col gap-1 rounded bg-base-100 p-2 font-mono text-sm" aria-label={label}>
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
