import { LogOut, Menu } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';

import { isAdminRole } from '@codeyard/shared';

import { StaffBadge } from '../../components/ui/staff-badge';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth';
import { returnPathFrom } from '../../lib/return-path';
import { ThemeSwitch } from './theme-switch';

const navLinkClass = ({ isActive }: { isActive: boolean }) => `btn btn-ghost btn-sm ${isActive ? 'btn-active' : ''}`;

/** docs/product.md §2: the first letter of firstName, or U. */
export function avatarInitial(firstName: string | null | undefined): string {
  const letter = firstName?.trim().charAt(0);
  return letter ? letter.toUpperCase() : 'U';
}

/** The top bar of every screen (docs/product.md §2 "Home" top bar). */
export function TopBar() {
  const { state, logout, sessionChecked } = useAuth();
  const user = state.user;
  const isAdmin = isAdminRole(user?.role);
  const location = useLocation();
  // Signing in from the top bar comes back to this page; on the sign-in screens, to where they were headed.
  const returnTo = returnPathFrom(location.search) ?? `${location.pathname}${location.search}${location.hash}`;

  return (
    <header className="navbar sticky top-0 z-30 h-16 min-h-16 gap-2 border-b border-base-300 bg-base-100 px-2 sm:px-4">
      <div className="flex-1">
        <Link to={paths.home.getHref()} className="btn btn-ghost px-2 text-xl font-bold">
          Codeyard
        </Link>
      </div>
      <ThemeSwitch />
      {user ? (
        <>
          <nav aria-label="Main" className="hidden items-center gap-1 sm:flex">
            <NavLink to={paths.dashboard.getHref()} className={navLinkClass}>
              Dashboard
            </NavLink>
            <NavLink to={paths.contests.getHref()} className={navLinkClass}>
              Contests
            </NavLink>
            <NavLink to={paths.groups.getHref()} className={navLinkClass}>
              Groups
            </NavLink>
            {isAdmin && (
              <NavLink to={paths.admin.root.getHref()} className={navLinkClass}>
                Admin
              </NavLink>
            )}
          </nav>
          <UserMenu
            firstName={user.firstName}
            email={user.email}
            handle={user.handle}
            isAdmin={isAdmin}
            onLogout={logout}
          />
        </>
      ) : (
        sessionChecked && (
          <nav aria-label="Account" className="flex items-center gap-1">
            <NavLink to={paths.login.getHref(returnTo)} className={navLinkClass}>
              Login
            </NavLink>
            <Link to={paths.signup.getHref(returnTo)} className="btn btn-primary btn-sm">
              Sign up
            </Link>
          </nav>
        )
      )}
    </header>
  );
}

type UserMenuProps = {
  firstName: string;
  email: string;
  handle: string;
  isAdmin: boolean;
  onLogout: () => Promise<void>;
};

function UserMenu({ firstName, email, handle, isAdmin, onLogout }: UserMenuProps) {
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigate = useNavigate();

  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (isOpen: boolean) => setOpenOn(isOpen ? location.pathname : null);

  // Close on outside click and Escape.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const handleLogout = async () => {
    setOpen(false);
    await onLogout();
    await navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <div ref={containerRef} className="relative flex items-center gap-1">
      <button
        type="button"
        className="btn btn-ghost btn-sm gap-2 px-1 sm:px-2"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`User menu for ${firstName}`}
        onClick={() => setOpen(!open)}
      >
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-content"
        >
          {avatarInitial(firstName)}
        </span>
        <span className="hidden max-w-32 truncate sm:inline">{firstName}</span>
        {isAdmin && <StaffBadge className="hidden sm:inline-flex" />}
        <Menu className="size-4 sm:hidden" aria-hidden="true" />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute top-full right-0 z-40 mt-2 w-56 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="flex items-center gap-2 font-semibold">
              <span className="truncate">{firstName}</span>
              {isAdmin && <StaffBadge />}
            </p>
            <p className="truncate text-xs text-base-content/60">{email}</p>
          </div>
          <ul className="menu w-full p-0">
            <li>
              <Link to={paths.profile.getHref(handle)}>Public profile</Link>
            </li>
            <li className="sm:hidden">
              <Link to={paths.dashboard.getHref()}>Dashboard</Link>
            </li>
            <li className="sm:hidden">
              <Link to={paths.contests.getHref()}>Contests</Link>
            </li>
            <li className="sm:hidden">
              <Link to={paths.groups.getHref()}>Groups</Link>
            </li>
            {isAdmin && (
              <li className="sm:hidden">
                <Link to={paths.admin.root.getHref()}>Admin</Link>
              </li>
            )}
            <li>
              <button type="button" onClick={handleLogout}>
                <LogOut className="size-4" aria-hidden="true" />
                Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
