import {
  CalendarCog,
  FilePlus2,
  FilePen,
  Trash2,
  Trophy,
  Users,
  UsersRound,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';

const cards: { title: string; description: string; href: string; icon: LucideIcon; tone: string }[] = [
  {
    title: 'Create Problem',
    description: 'Add a new problem with tests, start code and verified reference solutions.',
    href: paths.admin.create.getHref(),
    icon: FilePlus2,
    tone: 'text-success',
  },
  {
    title: 'Update Problem',
    description: 'Edit existing problems, import problem packages and export them.',
    href: paths.admin.problems.getHref(),
    icon: FilePen,
    tone: 'text-warning',
  },
  {
    title: 'Delete Problem',
    description: 'Remove problems from the platform.',
    href: paths.admin.delete.getHref(),
    icon: Trash2,
    tone: 'text-error',
  },
  {
    title: 'Video Problem',
    description: 'Upload and manage editorial videos.',
    href: paths.admin.video.getHref(),
    icon: Video,
    tone: 'text-info',
  },
  {
    title: 'Create Contest',
    description: 'Schedule a timed contest from existing problems.',
    href: paths.admin.createContest.getHref(),
    icon: Trophy,
    tone: 'text-primary',
  },
  {
    title: 'Manage Contests',
    description: 'Edit or delete scheduled, running and past contests.',
    href: paths.admin.contests.getHref(),
    icon: CalendarCog,
    tone: 'text-secondary',
  },
  {
    title: 'Import Teams',
    description: "Import a registration system's organisations, groups, teams and accounts, and print credentials.",
    href: paths.admin.importTeams.getHref(),
    icon: UsersRound,
    tone: 'text-accent',
  },
  {
    title: 'Teams',
    description: 'Teams of existing accounts, their organisations and categories, for team contests.',
    href: paths.admin.teams.getHref(),
    icon: Users,
    tone: 'text-success',
  },
];

/** docs/product.md §2 "Admin panel". */
export function AdminPanel() {
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">Admin Panel</h1>
        <p className="text-base-content/70">Manage problems, videos and contests.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map(({ title, description, href, icon: Icon, tone }) => (
          <li key={title}>
            <Link
              to={href}
              className="card card-border h-full bg-base-100 transition hover:shadow-md focus-visible:shadow-md"
            >
              <div className="card-body">
                <Icon className={`size-8 ${tone}`} aria-hidden="true" />
                <h2 className="card-title">{title}</h2>
                <p className="text-base-content/70">{description}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
