import { ASSIGNMENT_MAX_PROBLEMS, type ProblemListEntry } from '@codeyard/shared';

import { ProblemChecklist } from '../../../components/ui/problem-checklist';

type ProblemChooserProps = {
  problems: ProblemListEntry[];
  /** Chosen ids, in the order they were ticked (the assignment's order). */
  value: string[];
  onChange: (next: string[]) => void;
  describedBy: string | undefined;
};

/** Ticks an assignment's problems in a searchable list. */
export function ProblemChooser({ problems, value, onChange, describedBy }: ProblemChooserProps) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy}>
      <legend className="text-sm font-medium">Problems ({value.length} chosen)</legend>
      <ProblemChecklist
        problems={problems}
        value={value}
        onChange={onChange}
        max={ASSIGNMENT_MAX_PROBLEMS}
        listLabel="Problems to choose from"
        searchLabelVisible={false}
        listClassName="max-h-64"
      />
    </fieldset>
  );
}
