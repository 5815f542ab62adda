import type { ReferenceCode } from '@codeyard/shared';

import { languageLabel } from '../utils/format-submission';
import { LockedTab } from './locked-tab';

/** SPEC §4: solutions unlock only once the user has solved the problem (the server sends them then). */
export function SolutionsTab({ referenceCode }: { referenceCode: ReferenceCode[] | undefined }) {
  if (!referenceCode || referenceCode.length === 0) {
    return <LockedTab title="Solutions are locked" message="Solve this problem to unlock the reference solutions." />;
  }
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Solutions</h2>
      {referenceCode.map((solution) => (
        <section key={solution.language} aria-label={`${languageLabel(solution.language)} solution`} className="rounded-box border border-base-300">
          <h3 className="border-b border-base-300 px-4 py-2 font-medium">{languageLabel(solution.language)}</h3>
          <pre className="overflow-x-auto p-4 font-mono text-sm">
            <code>{solution.completecode}</code>
          </pre>
        </section>
      ))}
    </div>
  );
}
