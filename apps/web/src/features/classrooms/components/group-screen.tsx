import { Link } from 'react-router';

import { AsyncState } from '../../../components/ui/async-state';
import { paths } from '../../../config/paths';
import { useGroup } from '../api/get-group';
import { MemberGroupView } from './member-group-view';
import { TeacherGroupView } from './teacher-group-view';

/** /groups/:groupId: the teacher's workspace, or a member's assignments. */
export function GroupScreen({ groupId }: { groupId: string }) {
  const groupQuery = useGroup(groupId);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-8">
      <Link to={paths.groups.getHref()} className="link text-sm">
        All groups
      </Link>
      <AsyncState query={groupQuery} loadingLabel="Loading group">
        {(group) => (
          <>
            <div>
              <h1 className="text-2xl font-bold break-words">{group.name}</h1>
              <p className="text-sm text-base-content/70">
                Taught by {group.teacher.name} (@{group.teacher.handle})
              </p>
            </div>
            {group.role === 'member' ? (
              <MemberGroupView group={group} clockOffsetMs={group.clockOffsetMs} />
            ) : (
              <TeacherGroupView
                group={group}
                clockOffsetMs={group.clockOffsetMs}
                fetchedAtMs={groupQuery.dataUpdatedAt}
              />
            )}
          </>
        )}
      </AsyncState>
    </div>
  );
}
