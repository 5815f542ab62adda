/** A labelled block of program text in the console: an input, an output, an error stream. */
export function Output({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <p className="text-xs font-medium text-base-content/70">{label}</p>
      <pre className="mt-1 max-h-48 overflow-auto rounded bg-base-200 p-2 font-mono text-xs whitespace-pre">
        {value ?? ''}
      </pre>
    </div>
  );
}
