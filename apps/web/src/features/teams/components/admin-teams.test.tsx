import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { teamMessages, type CategoryView, type OrganizationView, type TeamView } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testAdmin, TestProviders } from '../../../testing/render';
import { AdminTeams, DELETE_TEAM_CONFIRMATION } from './admin-teams';

const createdAt = '2026-01-01T00:00:00.000Z';
const delft: OrganizationView = {
  _id: 'org-1',
  name: 'Delft',
  formalName: 'Delft',
  country: 'NLD',
  logo: null,
  createdAt,
};
const students: CategoryView = { _id: 'cat-1', name: 'Students', hidden: false, createdAt };
const guests: CategoryView = { _id: 'cat-2', name: 'Guests', hidden: true, createdAt };
const red: TeamView = {
  _id: 'team-1',
  name: 'Red',
  organization: delft,
  category: guests,
  members: [
    { _id: 'u1', handle: 'alice', name: 'Alice' },
    { _id: 'u2', handle: 'bob', name: 'Bob' },
  ],
  createdAt,
  updatedAt: createdAt,
};

const lists = (teams: () => TeamView[]) => ({
  '/api/teams': () => ({ body: { teams: teams() } }),
  '/api/organizations': { body: { organizations: [delft] } },
  '/api/categories': { body: { categories: [guests, students] } },
});

function renderScreen() {
  render(
    <TestProviders auth={authValue(testAdmin)}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <AdminTeams /> }])} />
    </TestProviders>,
  );
}

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement;

describe('/admin/teams', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says it is loading, then that there are none', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderScreen();
    expect((await screen.findByRole('status', {}, { timeout: 10_000 })).textContent).toBe('Loading teams');
    answer(new Response(JSON.stringify({ teams: [] }), { headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByText('No teams found.')).toBeTruthy();
  });

  it('shows a failure to load with Retry', async () => {
    stubFetch({ '/api/teams': { status: 403, body: { message: 'Admin access required' } } });
    renderScreen();
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe('Admin access required');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('lists teams with their flag, category (hidden marked) and members', async () => {
    stubFetch(lists(() => [red]));
    renderScreen();
    const row = (await screen.findByText('Red', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getAllByRole('img', { name: 'Netherlands' }).length).toBeGreaterThan(0);
    expect(within(row).getAllByText('hidden').length).toBeGreaterThan(0);
    expect(within(row).getAllByText(/@alice, @bob/).length).toBeGreaterThan(0);
  });

  it('creates a team with a new organisation made inline, a category and members added by handle', async () => {
    let teams: TeamView[] = [];
    const created = { ...red, _id: 'team-9', name: 'Blue', category: students };
    const { calls } = stubFetch({
      ...lists(() => teams),
      'POST /api/teams': () => {
        teams = [created];
        return { status: 201, body: { message: teamMessages.teamCreated, team: created } };
      },
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New team' }, { timeout: 10_000 }));
    const form = screen.getByRole('region', { name: 'New team' });

    fireEvent.change(field(form, 'Team name'), { target: { value: 'Blue' } });
    const organization = field(form, 'Organisation') as unknown as HTMLSelectElement;
    await waitFor(() => expect(organization.options).toHaveLength(3));
    expect([...organization.options].map((option) => option.textContent)).toEqual([
      'No organisation',
      'Delft 🇳🇱',
      'New organisation…',
    ]);
    fireEvent.change(organization, { target: { value: 'new' } });
    fireEvent.change(field(form, 'Organisation name'), { target: { value: 'Eindhoven' } });
    fireEvent.change(field(form, 'Organisation country'), { target: { value: 'NLD' } });
    const category = field(form, 'Category') as unknown as HTMLSelectElement;
    await waitFor(() => expect(category.options).toHaveLength(3));
    expect(category.options[1]!.textContent).toBe('Guests (hidden)');
    fireEvent.change(category, { target: { value: 'cat-1' } });

    // Enter adds a handle (any case, @ allowed) instead of saving; the same handle twice is refused.
    const add = field(form, 'Add a member by handle');
    fireEvent.change(add, { target: { value: '@Carol' } });
    fireEvent.keyDown(add, { key: 'Enter' });
    expect(within(form).getByRole('list', { name: 'Members' }).textContent).toContain('@carol');
    fireEvent.change(add, { target: { value: 'carol' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByText(teamMessages.memberTwice('carol'))).toBeTruthy();
    // A handle typed but not added is sent too.
    fireEvent.change(add, { target: { value: 'dave' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create team' }));

    expect(await screen.findByText(teamMessages.teamCreated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Blue',
      members: ['carol', 'dave'],
      category: 'cat-1',
      organization: { name: 'Eindhoven', country: 'NLD' },
    });
    expect(await screen.findByText('Blue')).toBeTruthy();
  });

  it('checks the name before asking, and moves the focus to it', async () => {
    const { calls } = stubFetch(lists(() => []));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New team' }, { timeout: 10_000 }));
    const form = screen.getByRole('region', { name: 'New team' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create team' }));
    expect(await within(form).findByText(teamMessages.teamName)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(form, 'Team name')));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows clearly that a member is already in another team, at that member, keeping the form', async () => {
    const conflict = teamMessages.alreadyInTeam('erin', 'Green');
    const { calls } = stubFetch({
      ...lists(() => [red]),
      'PUT /api/teams/team-1': {
        status: 409,
        body: { message: conflict, errors: [{ path: 'members.1', message: conflict }] },
      },
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Red' }, { timeout: 10_000 }));
    const form = screen.getByRole('region', { name: 'Edit Red' });
    expect(field(form, 'Team name').value).toBe('Red');
    await waitFor(() => expect((field(form, 'Organisation') as unknown as HTMLSelectElement).value).toBe('org-1'));
    expect((field(form, 'Category') as unknown as HTMLSelectElement).value).toBe('cat-2');
    const members = within(form).getByRole('list', { name: 'Members' });
    expect(members.textContent).toContain('Alice');

    const add = field(form, 'Add a member by handle');
    fireEvent.change(add, { target: { value: 'erin' } });
    fireEvent.keyDown(add, { key: 'Enter' });
    fireEvent.click(within(form).getByRole('button', { name: 'Remove @alice' }));
    expect(document.activeElement).toBe(add);
    fireEvent.click(within(form).getByRole('button', { name: 'Save team' }));

    // The server names members by their place in the list sent: bob, erin.
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      name: 'Red',
      members: ['bob', 'erin'],
      category: 'cat-2',
      organizationId: 'org-1',
    });
    const error = await within(form).findByText(conflict);
    expect(error.closest('li')!.textContent).toContain('@erin');
    expect(within(form).getByRole('button', { name: 'Remove @erin' }).getAttribute('aria-describedby')).toBe(error.id);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Remove @erin' })),
    );
    expect(within(form).queryByRole('button', { name: 'Remove @alice' })).toBeNull();
    expect(field(form, 'Team name').value).toBe('Red');
  });

  it('says a refusal no field shows above the fields', async () => {
    stubFetch({ ...lists(() => [red]), 'PUT /api/teams/team-1': { status: 404, body: { message: 'Team not found' } } });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Red' }, { timeout: 10_000 }));
    const form = screen.getByRole('region', { name: 'Edit Red' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save team' }));
    const failure = await within(form).findByRole('alert');
    expect(failure.textContent).toBe(teamMessages.teamNotFound);
    await waitFor(() => expect(document.activeElement).toBe(failure));
  });

  it('cancels with Escape, giving the focus back to Edit', async () => {
    stubFetch(lists(() => [red]));
    renderScreen();
    const edit = await screen.findByRole('button', { name: 'Edit Red' }, { timeout: 10_000 });
    edit.focus();
    fireEvent.click(edit);
    const form = screen.getByRole('region', { name: 'Edit Red' });
    fireEvent.keyDown(field(form, 'Team name'), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Edit Red' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('deletes after confirming', async () => {
    let teams = [red];
    const { calls } = stubFetch({
      ...lists(() => teams),
      'DELETE /api/teams/team-1': () => {
        teams = [];
        return { body: { message: teamMessages.teamDeleted } };
      },
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Red' }, { timeout: 10_000 }));
    expect(await screen.findByText(teamMessages.teamDeleted)).toBeTruthy();
    expect(confirm).toHaveBeenCalledWith(DELETE_TEAM_CONFIRMATION);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('No teams found.')).toBeTruthy();
  });
});
