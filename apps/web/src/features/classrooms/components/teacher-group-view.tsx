import { BarChart3 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

import type { GroupDetail } from '@codeyard/shared';

import { DeleteButton } from '../../../components/ui/delete-button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAssignment } from '../api/assignment-mutations';
import { useDeleteGroup } from '../api/group-mutations';
import { AssignmentForm } from './assignment-form';
import { AssignmentList } from './assignment-list';
import { JoinCodeCard } from './join-code-card';
import { MembersPanel } from './members-panel';
import { PrivateProblemsPanel } from './private-problems-panel';
import { Section } from './section';

type TeacherGroupViewProps = { group: GroupDetail; clockOffsetMs: number; fetchedAtMs: number };

/** The group's page for its teacher (and admins): the code, members, assignments and private problems. */
export function TeacherGroupView({ group, clockOffsetMs, fetchedAtMs }: TeacherGroupViewProps) {
  const deleteAssignment = useDeleteAssignment();
  const deleteGroup = useDeleteGroup();
  const navigate = useNavigate();

  const onDeleteGroup = async () => {
    if (!window.confirm(`Delete the group "${group.name}" with its assignments?`)) return;
    const answer = await deleteGroup.mutateAsync(group._id).catch(() => null);
    if (answer) await navigate(paths.groups.getHref());
  };

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.groupProgress.getHref(group._id)} className="btn btn-primary">
          <BarChart3 className="size-4" aria-hidden="true" />
          Progress table
        </Link>
        <DeleteButton
          label={`Delete group ${group.name}`}
          pending={deleteGroup.isPending}
          onDelete={() => void onDeleteGroup()}
        />
      </div>
      {deleteGroup.isError && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(deleteGroup.error)}
        </p>
      )}
      <Section title="How students join">
        <JoinCodeCard group={group} />
      </Section>
      <Section title={`Members (${group.memberCount})`}>
        <MembersPanel groupId={group._id} members={group.members ?? []} />
      </Section>
      <Section title="Assignments">
        {group.assignments.length === 0 ? (
          <p className="text-base-content/70">No assignments yet.</p>
        ) : (
          <AssignmentList
            assignments={group.assignments}
            clockOffsetMs={clockOffsetMs}
            actions={(assignment) => (
              <DeleteButton
                label={`Delete assignment ${assignment.title}`}
                pending={deleteAssignment.isPending}
                onDelete={() => {
                  if (window.confirm(`Delete the assignment "${assignment.title}"?`))
                    deleteAssignment.mutate({ groupId: group._id, id: assignment._id });
                }}
              />
            )}
          />
        )}
        {deleteAssignment.isError && (
          <p role="alert" className="text-sm text-error">
            {errorMessage(deleteAssignment.error)}
          </p>
        )}
        <h3 className="mt-2 font-semibold">New assignment</h3>
        <AssignmentForm groupId={group._id} nowMs={fetchedAtMs + clockOffsetMs} />
      </Section>
      <Section title="Private problems">
        <PrivateProblemsPanel groupId={group._id} problems={group.privateProblems ?? []} />
      </Section>
    </>
  );
}
