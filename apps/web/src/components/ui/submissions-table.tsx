import type { ReactNode } from 'react';

import { formatMemory, formatRuntime, languageLabel } from '@codeyard/shared';

/** What every listed submission carries, whoever wrote it. */
export type SubmissionFigures = {
  _id: string;
  language: string;
  /** CPU time in seconds */
  runtime: number;
  /** Peak memory in kB */
  memory: number;
};

export type SubmissionColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures and dates stay on one line instead of breaking inside "0.125 s". */
  nowrap?: boolean;
};

/** The columns both lists show; each screen puts its own (author, status, date…) around them. */
export const submissionColumns = {
  language: { header: 'Language', cell: (row) => languageLabel(row.language) },
  runtime: { header: 'Runtime', cell: (row) => formatRuntime(row.runtime), nowrap: true },
  memory: { header: 'Memory', cell: (row) => formatMemory(row.memory), nowrap: true },
} satisfies Record<string, SubmissionColumn<SubmissionFigures>>;

type SubmissionsTableProps<Row extends SubmissionFigures> = {
  rows: Row[];
  /** The columns between # and Code, in order. */
  columns: SubmissionColumn<Row>[];
  /** Shown in place of the table when there are no rows. */
  emptyText: string;
  /** The row's View button: opens its code. */
  onView: (row: Row) => void;
};

/**
 * A table of submissions (the user's own on the Submissions tab, other people's accepted ones on
 * the Solutions tab): numbered rows and a View button that stays in sight on phones while the
 * figures scroll sideways.
 */
export function SubmissionsTable<Row extends SubmissionFigures>({
  rows,
  columns,
  emptyText,
  onView,
}: SubmissionsTableProps<Row>) {
  if (rows.length === 0)
    return <p className="rounded-box bg-base-200 p-6 text-center text-base-content/70">{emptyText}</p>;

  return (
    // The pane decides the size, not the window: beside the editor on a desktop the problem pane is
    // about 700 px wide, and only the compact table shows every column there (issue 36).
    <div className="@container overflow-x-auto rounded-box border border-base-300">
      <table className="table table-xs @3xl:table-sm">
        {/* Headers may break ("Test Cases" in two lines) so a narrow pane still holds every column. */}
        <thead className="whitespace-normal">
          <tr>
            <th>#</th>
            {columns.map((column) => (
              <th key={column.header}>{column.header}</th>
            ))}
            <th className="sticky right-0 bg-base-100">Code</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row._id}>
              <td>{index + 1}</td>
              {columns.map((column) => (
                <td key={column.header} className={column.nowrap ? 'whitespace-nowrap' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
              <td className="sticky right-0 bg-base-100">
                <button type="button" className="btn btn-outline btn-xs" onClick={() => onView(row)}>
                  View
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
