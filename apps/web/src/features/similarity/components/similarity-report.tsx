import { languageLabel } from '@codeyard/shared';

import { useState } from 'react';
import { Link } from 'react-router';

import type { SimilarityGroup, SimilarityPair } from '@codeyard/shared';

import { AsyncState } from '../../../components/ui/async-state';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useSimilarity } from '../api/get-similarity';
import { SourceWithFragments } from './source-with-fragments';

const percent = (similarity: number) => `${Math.round(similarity * 100)}%`;
const pairName = (pair: SimilarityPair) => `${pair.left.name} and ${pair.right.name}`;
/** A group of one has no pairs, and "No similar pairs" would suggest it was checked against someone. */
const comparedText = (compared: number) =>
  compared === 1 ? '1 submission, nothing to compare it with' : `${compared} submissions compared`;

/**
 * /admin/contests/:id/similarity: for the jury, each problem's and language's pairs of accepted
 * submissions, most similar first; choosing a pair shows both sources with the matching lines
 * marked (docs/contests.md#similarity-report). A high score is a reason to look, not a verdict.
 */
export function SimilarityReportScreen({ contestId }: { contestId: string }) {
  const query = useSimilarity(contestId);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4">
      <PageTitle title="Similarity report" />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Similarity report</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.contest.getHref(contestId)} className="btn btn-sm">
            Contest
          </Link>
          <Link to={paths.leaderboard.getHref(contestId)} className="btn btn-sm">
            Leaderboard
          </Link>
        </div>
      </div>
      <p className="text-base-content/70">
        Each contestant&apos;s last accepted submission, compared with the others in the same problem and language by
        Dolos. The problem&apos;s start code is left out. A high score is a reason to read both programs, not proof.
      </p>
      <AsyncState
        query={query}
        loadingLabel="Comparing submissions"
        emptyText="No accepted submissions to compare."
        isEmpty={(report) => report.groups.length === 0}
      >
        {(report) => (
          <div className="flex flex-col gap-8">
            {report.groups.map((group) => (
              <GroupSection key={`${group.problemId}:${group.language}`} group={group} />
            ))}
          </div>
        )}
      </AsyncState>
    </div>
  );
}

function GroupSection({ group }: { group: SimilarityGroup }) {
  const [selected, setSelected] = useState<number | null>(group.pairs.length > 0 ? 0 : null);
  const headingId = `similarity-${group.problemId}-${group.language}`;
  const pair = selected === null ? undefined : group.pairs[selected];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {group.problemTitle} · {languageLabel(group.language)}
      </h2>
      <p className="text-sm text-base-content/70">{comparedText(group.compared)}</p>
      {group.skipped.length > 0 && (
        <ul className="alert alert-warning flex flex-col items-start gap-1 text-sm" aria-label="Left out">
          {group.skipped.map((skipped) => (
            <li key={skipped.submissionId}>
              {skipped.name}&apos;s submission was left out: {skipped.reason}
            </li>
          ))}
        </ul>
      )}
      {group.compared < 2 ? null : group.pairs.length === 0 ? (
        <p className="rounded-box bg-base-200 p-4 text-base-content/70">No similar pairs.</p>
      ) : (
        <ol className="flex flex-col gap-1" aria-label={`Pairs for ${group.problemTitle}, most similar first`}>
          {group.pairs.map((candidate, index) => (
            <li key={`${candidate.left.submissionId}:${candidate.right.submissionId}`}>
              <button
                type="button"
                className={`btn btn-block h-auto min-h-10 justify-between py-2 text-left font-normal ${index === selected ? 'btn-active btn-primary' : 'btn-ghost'}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <span className="min-w-0 break-words">{pairName(candidate)}</span>
                <span className="shrink-0 font-semibold tabular-nums">{percent(candidate.similarity)}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {pair && <PairDetail pair={pair} sources={group.sources} />}
    </section>
  );
}

function PairDetail({ pair, sources }: { pair: SimilarityPair; sources: Record<string, string> }) {
  return (
    <div className="flex flex-col gap-3 rounded-box border border-base-300 p-3">
      <h3 className="font-semibold">
        {pairName(pair)}: {percent(pair.similarity)} similar, longest fragment {pair.longestFragment} k-grams
      </h3>
      {pair.fragments.length > 0 && (
        <ul className="text-sm text-base-content/80" aria-label="Matching fragments">
          {pair.fragments.map((fragment, index) => (
            <li key={index}>
              {pair.left.name}&apos;s lines {fragment.left.startLine}–{fragment.left.endLine} match {pair.right.name}
              &apos;s lines {fragment.right.startLine}–{fragment.right.endLine}
            </li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <SourceWithFragments
          label={pair.left.name}
          code={sources[pair.left.submissionId] ?? ''}
          fragments={pair.fragments.map((fragment) => fragment.left)}
        />
        <SourceWithFragments
          label={pair.right.name}
          code={sources[pair.right.submissionId] ?? ''}
          fragments={pair.fragments.map((fragment) => fragment.right)}
        />
      </div>
    </div>
  );
}
