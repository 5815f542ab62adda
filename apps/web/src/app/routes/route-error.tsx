import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { paths } from '../../config/paths';

/** The route-level error boundary: a crash in one screen never blanks the whole app. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      {detail && <p className="text-base-content/70">{detail}</p>}
      <div className="flex gap-2">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home.getHref()} className="btn btn-primary" reloadDocument>
          Go home
        </Link>
      </div>
    </section>
  );
}
