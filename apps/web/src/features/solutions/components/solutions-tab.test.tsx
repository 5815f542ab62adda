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
});
