import { useNavigate } from 'react-router';

import type { GroupDetail } from '@codeyard/shared';

import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useLeaveGroup } from '../api/group-mutations';
import { AssignmentList } from './assignment-list';
import { Section } from './section';

/** The group's page for a member: their assignments with their own marks, and the way out. */
export function MemberGroupView({ group, clockOffsetMs }: { group: GroupDetail; clockOffsetMs: number }) {
  const leave = useLeaveGroup();
  const navigate = useNavigate();
  const onLeave = async () => {
    if (!window.confirm(`Leave ${group.name}? You can join again with its code.`)) return;
    const answer = await leave.mutateAsync(group._id).catch(() => null);
    if (answer) await navigate(paths.groups.getHref());
  };

  return (
    <>
      <Section title="Assignments">
        {group.assignments.length === 0 ? (
          <p className="text-base-content/70">No assignments yet.</p>
        ) : (
          <AssignmentList assignments={group.assignments} clockOffsetMs={clockOffsetMs} />
        )}
      </Section>
      <div>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={leave.isPending}
          onClick={() => void onLeave()}
        >
          Leave group
        </button>
        {leave.isError && (
          <p role="alert" className="text-sm text-error">
            {errorMessage(leave.error)}
          </p>
        )}
      </div>
    </>
  );
}
