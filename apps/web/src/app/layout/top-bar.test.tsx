import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import type { User } from '@codeyard/shared';

import { authValue, testAdmin, testUser, TestProviders } from '../../testing/render';
import { avatarInitial, TopBar } from './top-bar';

function renderTopBar(user: User | null, logout = vi.fn(async () => undefined)) {
  const router = createMemoryRouter([{ path: '*', element: <TopBar /> }], { initialEntries: ['/somewhere'] });
  render(
    <TestProviders auth={authValue(user, { logout })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, logout };
}

describe('avatarInitial', () => {
  it('is the first letter of firstName in capitals, or U', () => {
    expect(avatarInitial('ada')).toBe('A');
    expect(avatarInitial('  Émile')).toBe('É');
    expect(avatarInitial('')).toBe('U');
    expect(avatarInitial(null)).toBe('U');
  });
});

describe('TopBar', () => {
  it('links the product name home and offers login and signup to visitors', () => {
    renderTopBar(null);
    expect(screen.getByRole('link', { name: 'Codeyard' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('shows Dashboard, Contests, the avatar initial and first name to a user, without Admin', () => {
    renderTopBar(testUser);
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Contests' }).getAttribute('href')).toBe('/contests');
    expect(screen.getByRole('link', { name: 'Groups' }).getAttribute('href')).toBe('/groups');
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    const menu = screen.getByRole('button', { name: 'User menu for ada' });
    expect(menu.textContent).toContain('A');
    expect(menu.textContent).toContain('ada');
  });

  it('shows the Admin link for the admin role in any case', () => {
    renderTopBar(testAdmin);
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('shows the staff badge beside an admin’s name, in the bar and its menu, and not beside a user’s (issue 30)', () => {
    renderTopBar(testAdmin);
    const menu = screen.getByRole('button', { name: 'User menu for Grace' });
    expect(within(menu).getByText('Staff')).toBeTruthy();
    fireEvent.click(menu);
    expect(within(screen.getByText('grace@example.com').parentElement!).getByText('Staff')).toBeTruthy();
    cleanup();
    renderTopBar(testUser);
    fireEvent.click(screen.getByRole('button', { name: 'User menu for ada' }));
    expect(screen.queryByText('Staff')).toBeNull();
  });

  it('logs out from the user menu and goes home', async () => {
    const { router, logout } = renderTopBar(testUser);
    fireEvent.click(screen.getByRole('button', { name: 'User menu for ada' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(logout).toHaveBeenCalledOnce();
  });
});
