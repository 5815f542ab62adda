import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Spinner } from './spinner';

type AsyncStateProps<Data> = {
  query: UseQueryResult<Data>;
  /** Read out while loading: "Loading problems". */
  loadingLabel: string;
  /** The screen's own failure text; without it the error's message is shown. */
  errorText?: string;
  /** The screen's own empty text ("No problems found."); without it there is no empty state. */
  emptyText?: string;
  /** Offered under the empty text, e.g. a button that clears the filters that emptied the list. */
  emptyAction?: ReactNode;
  /** Says when the data counts as empty; by default an empty list does. */
  isEmpty?: (data: Data) => boolean;
  /** Extra classes for the error and empty boxes, e.g. a margin on a screen without padding of its own. */
  className?: string;
  children: (data: Data) => ReactNode;
};

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The loading, error and empty states every screen with a query shows, so they look and behave
 * the same everywhere: a spinner, the failure with a Retry button that fetches again, the
 * screen's empty text, and otherwise the data.
 */
export function AsyncState<Data>({
  query,
  loadingLabel,
  errorText,
  emptyText,
  emptyAction,
  isEmpty = isEmptyList,
  className = '',
  children,
}: AsyncStateProps<Data>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;

  if (query.isError) {
    return (
      <div className={`alert alert-error flex flex-wrap justify-between ${className}`}>
        {/* The role sits on the text alone, so the alert reads exactly the failure, not "…Retry". */}
        <p role="alert">{errorText ?? query.error.message}</p>
        <button type="button" className="btn btn-sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
          Retry
        </button>
      </div>
    );
  }

  if (emptyText !== undefined && isEmpty(query.data)) {
    if (!emptyAction)
      return <p className={`rounded-box bg-base-200 p-6 text-center text-base-content/70 ${className}`}>{emptyText}</p>;
    return (
      <div className={`flex flex-col items-center gap-3 rounded-box bg-base-200 p-6 ${className}`}>
        <p className="text-center text-base-content/70">{emptyText}</p>
        {emptyAction}
      </div>
    );
  }

  return children(query.data);
}
