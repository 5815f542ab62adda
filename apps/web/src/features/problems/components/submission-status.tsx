import { AlertTriangle, CheckCircle2, Clock, HelpCircle, XCircle, type LucideIcon } from 'lucide-react';

import { statusLabel, submissionStatusTone, type StatusTone } from '../utils/outcome';

const looks: Record<StatusTone, { icon: LucideIcon; className: string }> = {
  pending: { icon: Clock, className: 'text-info' },
  accepted: { icon: CheckCircle2, className: 'text-success' },
  wrong: { icon: XCircle, className: 'text-error' },
  error: { icon: AlertTriangle, className: 'text-warning' },
  unknown: { icon: HelpCircle, className: 'text-base-content/60' },
};

/**
 * docs/product.md §4: each submission status has its own icon and colour; anything else shows as unknown.
 * A failed one is named by the judge's verdict (its name in the verdict table) when it has one.
 */
export function SubmissionStatus({ status, verdict }: { status: string | null | undefined; verdict?: string | null }) {
  const tone = submissionStatusTone(status);
  const { icon: Icon, className } = looks[tone];
  return (
    <span className={`inline-flex items-center gap-1 font-medium ${className}`} data-status={tone}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {statusLabel(status, verdict)}
    </span>
  );
}
