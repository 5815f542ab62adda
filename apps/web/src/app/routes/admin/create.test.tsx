import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { PROBLEM_VISIBILITY_LABELS } from '@codeyard/shared';

import { paths } from '../../../config/paths';
import { authValue, testAdmin, TestProviders } from '../../../testing/render';
import AdminCreateRoute from './create';

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: paths.admin.create.path, element: <AdminCreateRoute /> }], {
    initialEntries: [address],
  });
  render(
    <TestProviders auth={authValue(testAdmin)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const visibility = () => screen.getByRole('combobox', { name: 'Visibility' }) as HTMLSelectElement;

// Issue 30, item 4: a problem made from the contest form is a contest problem unless the admin says otherwise.
describe('/admin/create', () => {
  it("opens with contest visibility from the contest form's link", async () => {
    renderAt(paths.admin.create.getHref('contest'));
    await screen.findByRole('heading', { name: 'Create New Problem' });
    expect(visibility().value).toBe('contest');
    expect(visibility().selectedOptions[0]?.textContent).toBe(PROBLEM_VISIBILITY_LABELS.contest);
  });

  it('keeps the public default otherwise', async () => {
    renderAt(paths.admin.create.getHref());
    await screen.findByRole('heading', { name: 'Create New Problem' });
    expect(visibility().value).toBe('public');
  });

  it('ignores a visibility it does not know', async () => {
    renderAt('/admin/create?visibility=secret');
    await screen.findByRole('heading', { name: 'Create New Problem' });
    expect(visibility().value).toBe('public');
  });
});
