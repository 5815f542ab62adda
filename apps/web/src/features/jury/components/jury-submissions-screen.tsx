import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';

import { ContestTimeline, languageLabel, type ContestDetail } from '@codeyard/shared';

import { AsyncState } from '../../../components/ui/async-state';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useContest } from '../../contests';
import { useJurySubmissions, type JurySubmission } from '../api/jury';
import { matchesFilters, readFilters, verdictText, type SubmissionFilters } from '../utils/submission-filters';

/** Each distinct [value, label] once, sorted by label: the options of a filter. */
function choices(submissions: JurySubmission[], pick: (submission: JurySubmission) => [string, string]) {
  const seen = new Map(submissions.map((submission) => pick(submission)));
  return [...seen].sort((left, right) => left[1].localeCompare(right[1]));
}

/**
 * /contest/:contestId/jury/submissions (admins; docs/product.md "Jury submissions"): every
 * submission of the contest, newest first, filtered by problem, contestant and verdict, each
 * opening the jury's view of it (DOMjudge's submission list).
 */
export function JurySubmissionsScreen({ contestId }: { contestId: string }) {
  const contest = useContest(contestId);
  const submissions = useJurySubmissions(contestId, true);
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const setFilter = (name: keyof SubmissionFilters, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8">
      <Link
        to={paths.leaderboard.getHref(contestId)}
        className="link link-hover inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to leaderboard
      </Link>
      <PageTitle title={`${contest.data?.title ?? 'Contest'} submissions`} />
      <h1 className="text-3xl font-bold break-words">{contest.data?.title ?? 'Contest'}: submissions</h1>
      <AsyncState query={contest} loadingLabel="Loading contest">
        {(detail) => (
          <AsyncState query={submissions} loadingLabel="Loading submissions">
            {(rows) =>
              // Only non-admins are kept out before the start, and this screen is the jury's.
              detail.locked ? (
                <p>{detail.message}</p>
              ) : (
                <FilteredList contest={detail} rows={rows} filters={filters} onFilter={setFilter} />
              )
            }
          </AsyncState>
        )}
      </AsyncState>
    </section>
  );
}

type FilteredListProps = {
  contest: ContestDetail;
  rows: JurySubmission[];
  filters: SubmissionFilters;
  onFilter: (name: keyof SubmissionFilters, value: string) => void;
};

function FilteredList({ contest, rows, filters, onFilter }: FilteredListProps) {
  const [search] = useSearchParams();
  const timeline = ContestTimeline.of(contest);
  const labelOf = (problemId: string) => contest.problems.find((problem) => problem._id === problemId)?.label ?? '?';
  const contestants = choices(rows, (row) => [row.userId, row.name]);
  const verdicts = choices(rows, (row) => [verdictText(row), verdictText(row)]);
  const listed = rows
    .filter((row) => matchesFilters(row, filters))
    .sort((left, right) => right.createdAt.localeCompare(left.createdAt));
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          Problem
          <select
            className="select select-sm"
            value={filters.problem}
            onChange={(event) => onFilter('problem', event.target.value)}
          >
            <option value="">Every problem</option>
            {contest.problems.map((problem) => (
              <option key={problem._id} value={problem._id}>
                {problem.label}: {problem.title}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Contestant
          <select
            className="select select-sm"
            value={filters.contestant}
            onChange={(event) => onFilter('contestant', event.target.value)}
          >
            <option value="">Every contestant</option>
            {contestants.map(([userId, name]) => (
              <option key={userId} value={userId}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Verdict
          <select
            className="select select-sm"
            value={filters.verdict}
            onChange={(event) => onFilter('verdict', event.target.value)}
          >
            <option value="">Every verdict</option>
            {verdicts.map(([verdict]) => (
              <option key={verdict} value={verdict}>
                {verdict}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-sm text-base-content/70" aria-live="polite">
        {listed.length} of {rows.length} {rows.length === 1 ? 'submission' : 'submissions'}
      </p>
      {listed.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center text-base-content/70">
          {rows.length === 0 ? 'No submissions yet.' : 'No submission matches these filters.'}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table table-sm">
            <thead>
              <tr>
                <th>Minute</th>
                <th>Contestant</th>
                <th>Problem</th>
                <th>Language</th>
                <th>Verdict</th>
                <th>
                  <span className="sr-only">Open</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {listed.map((row) => (
                <tr key={row._id} data-testid="jury-list-row">
                  <td className="tabular-nums">{timeline.minuteOf(Date.parse(row.createdAt))}</td>
                  <td>{row.name}</td>
                  <td>{labelOf(row.problemId)}</td>
                  <td className="whitespace-nowrap">{languageLabel(row.language)}</td>
                  <td>{verdictText(row)}</td>
                  <td>
                    <Link className="link" to={paths.jurySubmission.getHref(contest._id, row._id, search.toString())}>
                      View
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
