import { Construction } from 'lucide-react';

type ComingSoonProps = { title: string; description?: string };

/** An honest placeholder for a screen whose feature has not been built yet. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <Construction className="size-10 text-base-content/50" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-lg">Coming soon</p>
      {description && <p className="text-base-content/70">{description}</p>}
    </section>
  );
}
