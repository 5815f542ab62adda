import { NavLink } from 'react-router';

import { paths } from '../../../config/paths';

const screens = [
  { label: 'Teams', href: paths.admin.teams.getHref() },
  { label: 'Organisations', href: paths.admin.organizations.getHref() },
  { label: 'Categories', href: paths.admin.categories.getHref() },
];

/** Between the three team screens; the current one is marked `aria-current="page"`. */
export function TeamsNav() {
  return (
    <nav aria-label="Teams, organisations and categories">
      <ul className="flex flex-wrap gap-2">
        {screens.map(({ label, href }) => (
          <li key={href}>
            <NavLink to={href} end className={({ isActive }) => `btn btn-sm ${isActive ? 'btn-active' : 'btn-ghost'}`}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
