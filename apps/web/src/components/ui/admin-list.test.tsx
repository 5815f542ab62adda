import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminList } from './admin-list';

type Fruit = { id: string; name: string; colour: string; origin: string };

const fruits: Fruit[] = [
  { id: 'f1', name: 'Apple', colour: 'red', origin: 'Kazakhstan' },
  { id: 'f2', name: 'Pear', colour: 'green', origin: 'China' },
];

function FruitList({ rows }: { rows: Fruit[] }) {
  const query = useQuery({ queryKey: ['fruits'], queryFn: async () => rows });
  return (
    <AdminList
      heading="All Fruits"
      query={query}
      loadingLabel="Loading fruits"
      emptyText="No fruits found."
      rowKey={(fruit) => fruit.id}
      numbered
      title={(fruit) => fruit.name}
      columns={[
        { header: 'Colour', cell: (fruit) => fruit.colour },
        { header: 'Origin', cell: (fruit) => fruit.origin, secondary: true },
      ]}
      actions={(fruit) => <button type="button">{`Eat ${fruit.name}`}</button>}
    >
      <p>Fresh today</p>
    </AdminList>
  );
}

function renderFruits(rows: Fruit[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <FruitList rows={rows} />
    </QueryClientProvider>,
  );
}

describe('AdminList', () => {
  it('shows the heading, what comes between, and one numbered row per item with its actions', async () => {
    renderFruits(fruits);
    expect(screen.getByRole('heading', { level: 1, name: 'All Fruits' })).toBeTruthy();
    expect(screen.getByText('Fresh today')).toBeTruthy();

    const headers = (await screen.findAllByRole('columnheader')).map((header) => header.textContent);
    expect(headers).toEqual(['#', 'Title', 'Colour', 'Origin', 'Actions']);
    const pear = screen.getByRole('button', { name: 'Eat Pear' }).closest('tr')!;
    expect(within(pear).getAllByRole('cell')[0]!.textContent).toBe('2');
    expect(within(pear).getByText('green')).toBeTruthy();
  });

  it('hides a secondary column on phones and folds its value under the title instead', async () => {
    renderFruits(fruits);
    const apple = (await screen.findByRole('button', { name: 'Eat Apple' })).closest('tr')!;
    const [folded, column] = within(apple).getAllByText('Kazakhstan');
    expect(column!.className).toContain('hidden md:table-cell');
    expect(folded!.className).toContain('md:hidden');
    expect(folded!.closest('td')!.textContent).toContain('Apple');
    expect(screen.getByRole('columnheader', { name: 'Origin' }).className).toContain('hidden md:table-cell');
  });

  it("shows the screen's empty text instead of an empty table", async () => {
    renderFruits([]);
    expect(await screen.findByText('No fruits found.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
