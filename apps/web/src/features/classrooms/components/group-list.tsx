import { Link } from 'react-router';

import { countOf, type GroupSummary } from '@codeyard/shared';

import { paths } from '../../../config/paths';

const roleWords = { teacher: 'You teach', member: 'Member', admin: 'Admin view' } as const;

/** The caller's groups as links, with who teaches each and how many are in it. */
export function GroupList({ groups }: { groups: GroupSummary[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {groups.map((group) => (
        <li key={group._id} className="card card-border bg-base-100">
          <div className="card-body gap-1 p-4">
            <Link to={paths.group.getHref(group._id)} className="link text-lg font-semibold break-words">
              {group.name}
            </Link>
            <p className="text-sm text-base-content/70">
              {roleWords[group.role]} · taught by {group.teacher.name} (@{group.teacher.handle})
            </p>
            <p className="text-sm">
              {countOf(group.memberCount, 'member')} · {countOf(group.assignmentCount, 'assignment')}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
