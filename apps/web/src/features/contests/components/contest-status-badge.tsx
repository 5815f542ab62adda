import type { ContestStatus } from '@codeyard/shared';

const badgeClass: Record<ContestStatus, string> = {
  upcoming: 'badge-info',
  running: 'badge-success',
  ended: 'badge-neutral',
};

/** docs/product.md §2: UPCOMING, RUNNING or ENDED. */
export function ContestStatusBadge({ status }: { status: ContestStatus }) {
  return <span className={`badge ${badgeClass[status]} font-semibold`}>{status.toUpperCase()}</span>;
}
