import type { ReactNode } from 'react';

/** A titled card of the dashboard and the profile; the title names the region for assistive technology. */
export function Panel({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    // min-w-0: a grid or flex item is otherwise as wide as its widest content (a table, the heatmap),
    // which made the page wider than a phone.
    <section className={`card card-border min-w-0 bg-base-100 ${className}`} aria-labelledby={id}>
      <div className="card-body min-w-0">
        <h2 id={id} className="card-title text-base">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
