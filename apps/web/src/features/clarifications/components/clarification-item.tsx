import type { ClarificationView } from '@codeyard/shared';

import { StaffBadge } from '../../../components/ui/staff-badge';
import type { ClarificationsProps } from './clarifications-props';

function problemName(problems: ClarificationsProps['problems'], problemId: string | null): string {
  if (problemId === null) return 'General';
  const problem = problems.find((candidate) => candidate._id === problemId);
  return problem ? `${problem.label}. ${problem.title}` : 'A problem';
}

/** One question (with the jury's answer, or that it is awaited) or announcement in the panel's lists. */
export function ClarificationItem({
  item,
  problems,
  children,
}: {
  item: ClarificationView;
  problems: ClarificationsProps['problems'];
  children?: React.ReactNode;
}) {
  const announcement = item.kind === 'announcement';
  return (
    <li className="flex flex-col gap-2 rounded-box border border-base-300 p-3">
      <div className="flex flex-wrap items-center gap-2 text-xs text-base-content/70">
        <span className={announcement ? 'badge badge-info badge-sm' : 'badge badge-ghost badge-sm'}>
          {announcement ? 'Announcement' : problemName(problems, item.problemId)}
        </span>
        {item.mine && <span className="badge badge-outline badge-sm">Your question</span>}
        {!announcement && item.toAll && <span className="badge badge-outline badge-sm">To everyone</span>}
        {item.askedBy && <span className="break-all">asked by {item.askedBy.name}</span>}
        {item.askedBy?.staff && <StaffBadge />}
        <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleTimeString()}</time>
      </div>
      <p className="break-words whitespace-pre-wrap">{item.text}</p>
      {!announcement &&
        (item.answer !== null ? (
          <p className="rounded-box bg-base-200 p-2 break-words whitespace-pre-wrap">
            <span className="font-semibold">Jury: </span>
            {item.answer}
          </p>
        ) : (
          <p className="text-sm text-base-content/70">Waiting for the jury&apos;s answer.</p>
        ))}
      {children}
    </li>
  );
}
