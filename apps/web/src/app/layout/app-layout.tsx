import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { Spinner } from '../../components/ui/spinner';
import { TopBar } from './top-bar';

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-base-100 text-base-content">
      <TopBar />
      <main className="flex flex-1 flex-col">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
