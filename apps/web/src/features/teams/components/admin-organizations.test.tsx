import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { teamMessages, type OrganizationView } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testAdmin, TestProviders } from '../../../testing/render';
import { AdminOrganizations, DELETE_ORGANIZATION_CONFIRMATION } from './admin-organizations';

const delft: OrganizationView = {
  _id: 'org-1',
  name: 'TU Delft',
  formalName: 'Delft University of Technology',
  country: 'NLD',
  logo: 'https://example.org/delft.png',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const mit: OrganizationView = {
  _id: 'org-2',
  name: 'MIT',
  formalName: 'MIT',
  country: null,
  logo: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderScreen() {
  render(
    <TestProviders auth={authValue(testAdmin)}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <AdminOrganizations /> }])} />
    </TestProviders>,
  );
}

describe('/admin/organizations', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says it is loading, then that there are none', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderScreen();
    expect((await screen.findByRole('status', {}, { timeout: 10_000 })).textContent).toBe('Loading organisations');
    answer(new Response(JSON.stringify({ organizations: [] }), { headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByText('No organisations found.')).toBeTruthy();
  });

  it('shows a failure to load with Retry', async () => {
    stubFetch({ '/api/organizations': { status: 503, body: { message: 'The database is unavailable' } } });
    renderScreen();
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe('The database is unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('lists each with its flag and country named, its formal name and its logo address', async () => {
    stubFetch({ '/api/organizations': { body: { organizations: [mit, delft] } } });
    renderScreen();
    const row = (await screen.findByText('TU Delft', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getAllByText('Netherlands').length).toBeGreaterThan(0);
    expect(within(row).getAllByText('Delft University of Technology').length).toBeGreaterThan(0);
    // The logo shows twice: in its column, and folded under the name for phones.
    for (const link of within(row).getAllByRole('link', { name: 'Logo of TU Delft (opens in a new tab)' }))
      expect(link.getAttribute('href')).toBe(delft.logo);
    const mitRow = screen.getAllByText('MIT')[0]!.closest('tr')!;
    expect(within(mitRow).getAllByText('None').length).toBeGreaterThan(0);
  });

  it('creates one with a country from the picker, after the shared checks, keeping what was typed', async () => {
    const { calls } = stubFetch({
      '/api/organizations': { body: { organizations: [] } },
      'POST /api/organizations': {
        status: 201,
        body: { message: teamMessages.organizationCreated, organization: delft },
      },
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New organisation' }, { timeout: 10_000 }));
    const form = screen.getByRole('region', { name: 'New organisation' });
    const country = within(form).getByLabelText('Country') as HTMLSelectElement;
    // Every country by name, with its code and flag.
    expect(country.options).toHaveLength(250);
    expect([...country.options].find((option) => option.value === 'NLD')?.textContent).toBe('Netherlands (NLD) 🇳🇱');

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'TU Delft' } });
    fireEvent.change(country, { target: { value: 'NLD' } });
    fireEvent.change(within(form).getByLabelText('Logo address'), { target: { value: 'ftp://example.org/x.png' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create organisation' }));
    expect(await within(form).findByText(teamMessages.logo)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('TU Delft');
    expect(country.value).toBe('NLD');

    fireEvent.change(within(form).getByLabelText('Logo address'), {
      target: { value: 'https://example.org/delft.png' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText(teamMessages.organizationCreated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'TU Delft',
      formalName: null,
      country: 'NLD',
      logo: 'https://example.org/delft.png',
    });
  });

  it('edits one, clearing its country and logo with null', async () => {
    const { calls } = stubFetch({
      '/api/organizations': { body: { organizations: [delft] } },
      'PUT /api/organizations/org-1': {
        body: { message: teamMessages.organizationUpdated, organization: { ...delft, country: null, logo: null } },
      },
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit TU Delft' }, { timeout: 10_000 }));
    const form = screen.getByRole('region', { name: 'Edit TU Delft' });
    expect((within(form).getByLabelText('Formal name') as HTMLInputElement).value).toBe(delft.formalName);
    fireEvent.change(within(form).getByLabelText('Country'), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Logo address'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save organisation' }));
    expect(await screen.findByText(teamMessages.organizationUpdated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'TU Delft',
      formalName: delft.formalName,
      country: null,
      logo: null,
    });
  });

  it("refuses to delete one a team still has, in the server's words", async () => {
    const inUse = teamMessages.organizationInUse(1);
    stubFetch({
      '/api/organizations': { body: { organizations: [delft] } },
      'DELETE /api/organizations/org-1': { status: 409, body: { message: inUse } },
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete TU Delft' }, { timeout: 10_000 }));
    expect((await screen.findByRole('alert')).textContent).toBe(inUse);
    expect(confirm).toHaveBeenCalledWith(DELETE_ORGANIZATION_CONFIRMATION);
  });
});
