import type { ReactNode } from 'react';

/** A titled card of the classroom screens; the title names the region for assistive technology. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="card card-border min-w-0 bg-base-100" aria-labelledby={id}>
      <div className="card-body min-w-0 gap-3">
        <h2 id={id} className="card-title text-base">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
