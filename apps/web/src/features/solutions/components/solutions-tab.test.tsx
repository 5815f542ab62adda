import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { SolutionsTab } from './solutions-tab';

describe('SolutionsTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the reference solutions one language at a time, highlighted, under the labels the API answers', async () => {
    stubFetch({
      '/api/problem/solutions/p1': {
        body: {
          referenceCode: [
            { language: 'C++', completecode: 'int main() { return 0; }' },
            { language: 'Python', completecode: 'print(sum(map(int, input().split())))' },
          ],
          submissions: [],
        },
      },
    });
    render(
      <MemoryRouter>
        <TestProviders auth={authValue(testUser)}>
          <SolutionsTab problemId="p1" />
        </TestProviders>
      </MemoryRouter>,
    );
    const references = await screen.findByRole('region', { name: 'Reference solutions' });
    const tabs = within(references).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['C++', 'Python']);
    const cpp = within(references).getByRole('tabpanel', { name: 'C++ solution' });
    expect(cpp.querySelector('code.hljs .hljs-keyword')?.textContent).toBe('return');
    fireEvent.click(within(references).getByRole('tab', { name: 'Python' }));
    expect(within(references).getByRole('tabpanel', { name: 'Python solution' }).textContent).toContain('print');
    expect(within(references).getByRole('tab', { name: 'Python' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the staff badge beside an admin’s accepted submission, and beside nobody else’s (issue 30)', async () => {
    const accepted = { language: 'cpp', runtime: 0.1, memory: 1024, createdAt: '2026-01-02T03:04:05.000Z' };
    stubFetch({
      '/api/problem/solutions/p1': {
        body: {
          referenceCode: [],
          submissions: [
            { _id: 's1', author: 'Root', staff: true, ...accepted },
            { _id: 's2', author: 'Grace', ...accepted },
          ],
        },
      },
      '/api/problem/solutions/p1/s1': {
        body: { _id: 's1', author: 'Root', staff: true, code: 'int main() {}', ...accepted },
      },
    });
    render(
      <MemoryRouter>
        <TestProviders auth={authValue(testUser)}>
          <SolutionsTab problemId="p1" />
        </TestProviders>
      </MemoryRouter>,
    );
    const [root, grace] = (await screen.findAllByRole('row')).slice(1) as [HTMLElement, HTMLElement];
    expect(within(root).getAllByRole('cell')[1]!.textContent).toBe('RootStaff');
    expect(within(grace).getAllByRole('cell')[1]!.textContent).toBe('Grace');
    fireEvent.click(within(root).getByRole('button', { name: /view/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Accepted submission' });
    expect((await within(dialog).findByRole('heading', { level: 3 })).textContent).toMatch(/^RootStaff · C\+\+/);
  });
});
