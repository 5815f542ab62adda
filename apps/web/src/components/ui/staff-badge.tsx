import { ShieldCheck } from 'lucide-react';

/**
 * Beside a name wherever others see it, when the person is Codeyard staff (an admin; the server
 * marks them `staff: true`). Sign-up refuses names and handles that look like staff's, so the badge
 * is what tells the real jury from an "Аdmin" (issue 30).
 */
export function StaffBadge({ className = '' }: { className?: string }) {
  return (
    <span
      // The text in the theme's own colour: the secondary colour on its soft tint fell below 4.5:1 in the dark theme.
      className={`badge badge-outline badge-sm border-secondary text-base-content shrink-0 gap-1 whitespace-nowrap ${className}`}
      title="Codeyard staff (an admin)"
    >
      <ShieldCheck className="size-3 text-secondary" aria-hidden="true" />
      Staff
    </span>
  );
}
