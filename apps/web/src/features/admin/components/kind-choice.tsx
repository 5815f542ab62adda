/**
 * A card's choice between two kinds of problem (pass-fail or scored, compared output or
 * interactive): two radios under a legend screen readers hear.
 */
export function KindChoice({
  legend,
  name,
  value,
  onChange,
  offLabel,
  onLabel,
}: {
  legend: string;
  name: string;
  /** Whether the second kind is chosen. */
  value: boolean;
  onChange: (next: boolean) => void;
  offLabel: string;
  onLabel: string;
}) {
  return (
    <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
      <legend className="sr-only">{legend}</legend>
      {[false, true].map((kind) => (
        <label key={String(kind)} className="flex cursor-pointer items-center gap-2">
          <input
            type="radio"
            className="radio radio-sm"
            name={name}
            checked={value === kind}
            onChange={() => onChange(kind)}
          />
          {kind ? onLabel : offLabel}
        </label>
      ))}
    </fieldset>
  );
}
