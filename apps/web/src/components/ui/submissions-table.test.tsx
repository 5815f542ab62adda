import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { submissionColumns, SubmissionsTable, type SubmissionColumn } from './submissions-table';

type Row = { _id: string; language: string; runtime: number; memory: number; author: string };

const rows: Row[] = [
  { _id: 'a', language: 'cpp', runtime: 0.125, memory: 2048, author: 'Ada' },
  { _id: 'b', language: 'brainfuck', runtime: 1, memory: 900, author: 'Grace' },
];
const columns: SubmissionColumn<Row>[] = [
  { header: 'By', cell: (row) => row.author },
  submissionColumns.language,
  submissionColumns.runtime,
  submissionColumns.memory,
];

describe('SubmissionsTable', () => {
  it('numbers the rows, shows the columns in order between # and Code, and View opens the row', () => {
    const onView = vi.fn();
    render(<SubmissionsTable rows={rows} columns={columns} emptyText="Nothing yet." onView={onView} />);

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'By', 'Language', 'Runtime', 'Memory', 'Code']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['1', 'Ada', 'C++', '0.125 s', '2.00 MB', 'View'],
      ['2', 'Grace', 'brainfuck', '1 s', '900 kB', 'View'],
    ]);

    fireEvent.click(screen.getAllByRole('button', { name: 'View' })[1]!);
    expect(onView).toHaveBeenCalledWith(rows[1]);
  });

  it('shows the empty text instead of an empty table', () => {
    render(<SubmissionsTable rows={[]} columns={columns} emptyText="Nothing yet." onView={() => undefined} />);
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
