import type { ReactNode } from 'react';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
      <div className="card w-full max-w-md bg-base-100 shadow-md ring-1 ring-base-300">
        <div className="card-body gap-4">
          <h1 className="card-title justify-center text-2xl">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
