import { AsyncState } from '../../../components/ui/async-state';
import { useMyAssignments } from '../api/get-my-assignments';
import { AssignmentList } from './assignment-list';
import { Section } from './section';

/**
 * The dashboard's list of the user's assignments in every group they are in. Most people are in
 * no group: the panel appears only once there is something to show (or a failure to say).
 */
export function MyAssignments() {
  const query = useMyAssignments();
  if (query.isPending || (query.isSuccess && query.data.assignments.length === 0)) return null;
  return (
    <Section title="Assignments">
      <AsyncState query={query} loadingLabel="Loading assignments">
        {(data) => <AssignmentList assignments={data.assignments} clockOffsetMs={data.clockOffsetMs} />}
      </AsyncState>
    </Section>
  );
}
