import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { AsyncState } from './async-state';

export type AdminListColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * A secondary column (tags, times) is hidden below the md width and its cell folds under the
   * row's title instead, so a phone shows every row's actions without scrolling sideways.
   */
  secondary?: boolean;
  /** What the folded copy shows, when the bare cell would not say what it is ("Start …"). */
  folded?: (row: Row) => ReactNode;
  className?: string;
};

type AdminListProps<Row> = {
  /** The screen's heading. */
  heading: string;
  /** Beside the heading, e.g. a Create link. */
  headingAction?: ReactNode;
  /** Between the heading and the table: notices, an import form. */
  children?: ReactNode;
  query: UseQueryResult<Row[]>;
  loadingLabel: string;
  errorText?: string;
  emptyText: string;
  rowKey: (row: Row) => string;
  /** Which rows to show (a search box's); the empty text then says none matched, with `emptyAction` under it. */
  filter?: (row: Row) => boolean;
  emptyAction?: ReactNode;
  /** Adds a leading # column counting the rows from 1. */
  numbered?: boolean;
  /** The Title column's cell; secondary columns fold under it on phones. */
  title: (row: Row) => ReactNode;
  /** The Title column's header, where the rows have names rather than titles ("Name"). */
  titleHeader?: string;
  /** The columns between Title and Actions. */
  columns: AdminListColumn<Row>[];
  /** The Actions column's buttons and links for one row. */
  actions: (row: Row) => ReactNode;
};

const hiddenOnPhones = 'hidden md:table-cell';

/**
 * The admin screens' list: heading, the query's loading/error/empty states and one table of rows
 * with their actions. Every admin list folds its secondary columns and stacks its actions the same
 * way on phones, because they all share this one table.
 */
export function AdminList<Row>({
  heading,
  headingAction,
  children,
  query,
  loadingLabel,
  errorText,
  emptyText,
  filter,
  emptyAction,
  rowKey,
  numbered = false,
  title,
  titleHeader = 'Title',
  columns,
  actions,
}: AdminListProps<Row>) {
  const secondary = columns.filter((column) => column.secondary);
  const columnClass = (column: AdminListColumn<Row>) =>
    [column.secondary ? hiddenOnPhones : '', column.className ?? ''].join(' ').trim() || undefined;

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-3 py-8 sm:px-4">
      {headingAction ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-3xl font-bold">{heading}</h1>
          {headingAction}
        </div>
      ) : (
        <h1 className="text-3xl font-bold">{heading}</h1>
      )}
      {children}
      <AsyncState
        query={query}
        loadingLabel={loadingLabel}
        errorText={errorText}
        emptyText={emptyText}
        emptyAction={emptyAction}
        isEmpty={(all) => (filter ? all.filter(filter) : all).length === 0}
      >
        {(all) => {
          const rows = filter ? all.filter(filter) : all;
          return (
            <div className="overflow-x-auto rounded-box border border-base-300">
              <table className="table table-sm sm:table-md">
                <thead>
                  <tr>
                    {numbered && <th>#</th>}
                    <th>{titleHeader}</th>
                    {columns.map((column) => (
                      <th key={column.header} className={columnClass(column)}>
                        {column.header}
                      </th>
                    ))}
                    <th>Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => (
                    <tr key={rowKey(row)}>
                      {numbered && <td>{index + 1}</td>}
                      <td className="break-words">
                        <span className="font-medium">{title(row)}</span>
                        {secondary.map((column) => (
                          <span key={column.header} className="block text-xs text-base-content/70 md:hidden">
                            {(column.folded ?? column.cell)(row)}
                          </span>
                        ))}
                      </td>
                      {columns.map((column) => (
                        <td key={column.header} className={columnClass(column)}>
                          {column.cell(row)}
                        </td>
                      ))}
                      <td>
                        <div className="flex flex-col gap-2 sm:flex-row">{actions(row)}</div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </AsyncState>
    </section>
  );
}
