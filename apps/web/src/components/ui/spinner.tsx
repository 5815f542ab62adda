type SpinnerProps = { label?: string; className?: string };

export function Spinner({ label = 'Loading', className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex justify-center p-8 ${className}`}>
      <span className="loading loading-spinner loading-lg" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
