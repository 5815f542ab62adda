import { Lock, type LucideIcon } from 'lucide-react';

type LockedTabProps = { title: string; message: string; icon?: LucideIcon };

/** A tab whose content is not available (yet) to this viewer. */
export function LockedTab({ title, message, icon: Icon = Lock }: LockedTabProps) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <Icon className="size-10 text-base-content/40" aria-hidden="true" />
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="max-w-sm text-base-content/70">{message}</p>
    </div>
  );
}
