import { ShieldCheck } from 'lucide-react';

/**
 * Beside a name wherever others see it, when the person is Codeyard staff (an admin; the server
 * marks them `staff: true`). Sign-up refuses names and handles that look like staff's, so the badge
 * is what tells the real jury from an "Аdmin" (issue 30).
 */
export function StaffBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`badge badge-info badge-soft badge-sm shrink-0 gap-1 whitespace-nowrap ${className}`}
      title="Codeyard staff (an admin)"
    >
      <ShieldCheck className="size-3" aria-hidden="true" />
      Staff
    </span>
  );
}
