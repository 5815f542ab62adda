import { Link } from 'react-router';

import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-base-content/70">There is nothing at this address.</p>
      <Link to={paths.home.getHref()} className="btn btn-primary">
        Go home
      </Link>
    </section>
  );
}
