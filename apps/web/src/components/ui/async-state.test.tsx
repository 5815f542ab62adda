import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { AsyncState } from './async-state';

function Fruits({ fetchFruits, errorText }: { fetchFruits: () => Promise<string[]>; errorText?: string }) {
  const query = useQuery({ queryKey: ['fruits'], queryFn: fetchFruits });
  return (
    <AsyncState query={query} loadingLabel="Loading fruits" emptyText="No fruits yet." errorText={errorText}>
      {(fruits) => (
        <ul aria-label="Fruits">
          {fruits.map((fruit) => (
            <li key={fruit}>{fruit}</li>
          ))}
        </ul>
      )}
    </AsyncState>
  );
}

function renderFruits(fetchFruits: () => Promise<string[]>, errorText?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Fruits fetchFruits={fetchFruits} errorText={errorText} />
    </QueryClientProvider>,
  );
}

describe('AsyncState', () => {
  it('announces the loading label, then shows the data', async () => {
    renderFruits(async () => ['Apple', 'Pear']);
    expect(screen.getByRole('status').textContent).toBe('Loading fruits');
    expect(await screen.findByText('Pear')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the screen's empty text for an empty list", async () => {
    renderFruits(async () => []);
    expect(await screen.findByText('No fruits yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows the screen's failure text, and Retry fetches again", async () => {
    const fetchFruits = vi.fn().mockRejectedValueOnce(new Error('Network down')).mockResolvedValueOnce(['Apple']);
    renderFruits(fetchFruits, 'Failed to fetch fruits');

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch fruits');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Apple')).toBeTruthy();
    expect(fetchFruits).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the error's own message when the screen gives no failure text", async () => {
    renderFruits(async () => {
      throw new Error('Network down');
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Network down');
  });
});
