import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { teamMessages, type CategoryView } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testAdmin, TestProviders } from '../../../testing/render';
import { AdminCategories, DELETE_CATEGORY_CONFIRMATION } from './admin-categories';
import { HIDDEN_CATEGORY_HINT } from './category-form';

const students: CategoryView = { _id: 'cat-1', name: 'Students', hidden: false, createdAt: '2026-01-01T00:00:00.000Z' };
const guests: CategoryView = { _id: 'cat-2', name: 'Guests', hidden: true, createdAt: '2026-01-01T00:00:00.000Z' };

function renderScreen() {
  render(
    <TestProviders auth={authValue(testAdmin)}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <AdminCategories /> }])} />
    </TestProviders>,
  );
}

describe('/admin/categories', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says it is loading, then that there are none', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderScreen();
    expect((await screen.findByRole('status', {}, { timeout: 10_000 })).textContent).toBe('Loading categories');
    answer(new Response(JSON.stringify({ categories: [] }), { headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByText('No categories found.')).toBeTruthy();
  });

  it("shows the server's refusal to list them, with Retry", async () => {
    stubFetch({ '/api/categories': { status: 403, body: { message: 'Admin access required' } } });
    renderScreen();
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe('Admin access required');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('lists categories, marking the hidden one', async () => {
    stubFetch({ '/api/categories': { body: { categories: [guests, students] } } });
    renderScreen();
    const row = (await screen.findByText('Guests', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText('Hidden')).toBeTruthy();
    expect(within(screen.getByText('Students').closest('tr')!).getByText('Shown')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
  });

  it('creates a hidden category, explaining what hidden means, and checks the name first', async () => {
    let categories: CategoryView[] = [];
    const { calls } = stubFetch({
      '/api/categories': () => ({ body: { categories } }),
      'POST /api/categories': () => {
        categories = [guests];
        return { status: 201, body: { message: teamMessages.categoryCreated, category: guests } };
      },
    });
    renderScreen();
    // A browser focuses a button as it is clicked; the test does it itself.
    const newCategory = await screen.findByRole('button', { name: 'New category' }, { timeout: 10_000 });
    newCategory.focus();
    fireEvent.click(newCategory);
    const form = screen.getByRole('region', { name: 'New category' });
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'New category' }));

    fireEvent.click(within(form).getByRole('button', { name: 'Create category' }));
    expect(await within(form).findByText(teamMessages.categoryName)).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Name'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    const hidden = within(form).getByRole('switch', { name: 'Hidden' });
    expect(hidden.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(hidden.getAttribute('aria-describedby')!)!.textContent).toBe(HIDDEN_CATEGORY_HINT);
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: ' Guests ' } });
    fireEvent.click(hidden);
    fireEvent.click(within(form).getByRole('button', { name: 'Create category' }));

    expect(await screen.findByText(teamMessages.categoryCreated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Guests', hidden: true });
    expect(screen.queryByRole('region', { name: 'New category' })).toBeNull();
    expect(await screen.findByText('Guests')).toBeTruthy();
    // The focus goes back to the button that opened the form.
    await waitFor(() => expect(document.activeElement).toBe(newCategory));
  });

  it("keeps what was typed when the server refuses it, saying so beside the field in the server's words", async () => {
    const taken = teamMessages.categoryTaken('Students');
    stubFetch({
      '/api/categories': { body: { categories: [students, guests] } },
      'PUT /api/categories/cat-2': { status: 409, body: { message: taken, field: 'name' } },
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Guests' }, { timeout: 10_000 }));
    const form = screen.getByRole('region', { name: 'Edit Guests' });
    expect((within(form).getByRole('switch', { name: 'Hidden' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'students' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));

    expect(await within(form).findByText(taken)).toBeTruthy();
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('students');
    expect(within(form).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it("deletes after confirming, and shows the server's refusal when a team is still in it", async () => {
    const inUse = teamMessages.categoryInUse(2);
    stubFetch({
      '/api/categories': { body: { categories: [students] } },
      'DELETE /api/categories/cat-1': { status: 409, body: { message: inUse } },
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Students' }, { timeout: 10_000 }));
    expect((await screen.findByRole('alert')).textContent).toBe(inUse);
    expect(confirm).toHaveBeenCalledWith(DELETE_CATEGORY_CONFIRMATION);
  });
});
