import { ArrowDown, ArrowUp, X } from 'lucide-react';

import { MAX_CONTEST_PROBLEMS, problemLetter, type ProblemSummary } from '@codeyard/shared';

import { ProblemChecklist } from '../../../components/ui/problem-checklist';

type ProblemPickerProps = {
  problems: ProblemSummary[];
  /** Chosen ids in contest order (A, B, C…). */
  value: string[];
  onChange: (next: string[]) => void;
  describedBy?: string | undefined;
};

/** Chooses a contest's problems from a searchable list; the chosen ones keep their order and can be moved. */
export function ProblemPicker({ problems, value, onChange, describedBy }: ProblemPickerProps) {
  const byId = new Map(problems.map((problem) => [problem._id, problem]));

  const toggle = (problemId: string) =>
    onChange(value.includes(problemId) ? value.filter((id) => id !== problemId) : [...value, problemId]);
  const move = (index: number, by: number) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    onChange(next);
  };

  return (
    <div className="grid gap-4 md:grid-cols-2" aria-describedby={describedBy}>
      <div className="flex flex-col gap-2">
        <ProblemChecklist
          problems={problems}
          value={value}
          onChange={onChange}
          max={MAX_CONTEST_PROBLEMS}
          listLabel="Available problems"
          searchLabelVisible
          listClassName="max-h-72"
        />
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">
          Chosen problems ({value.length}/{MAX_CONTEST_PROBLEMS})
        </p>
        {value.length === 0 ? (
          <p className="rounded-box bg-base-200 p-3 text-base-content/70">None chosen yet.</p>
        ) : (
          <ol className="flex flex-col gap-1" aria-label="Chosen problems">
            {value.map((problemId, index) => {
              const title = byId.get(problemId)?.title ?? problemId;
              return (
                <li key={problemId} className="flex items-center gap-2 rounded-box bg-base-200 p-2">
                  <span className="font-mono font-bold">{problemLetter(index)}</span>
                  <span className="flex-1 break-words">{title}</span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    aria-label={`Move ${title} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    aria-label={`Move ${title} down`}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    aria-label={`Remove ${title}`}
                    onClick={() => toggle(problemId)}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </div>
  );
}
