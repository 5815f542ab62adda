import { ArrowLeft } from 'lucide-react';
import { Fragment } from 'react';
import { Link, useSearchParams } from 'react-router';

import { formatMemory, verdictByName, type JurySubmissionDetail } from '@codeyard/shared';

import { AsyncState } from '../../../components/ui/async-state';
import { HighlightedCode } from '../../../components/ui/highlighted-code';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useJurySubmission } from '../api/jury';
import { verdictText } from '../utils/submission-filters';
import { OutputDiff } from './output-diff';

/**
 * /contest/:contestId/jury/submissions/:submissionId (admins; docs/product.md "Jury submissions"):
 * one submission as DOMjudge's jury sees it: who, which problem, language, contest minute, verdict,
 * the source, and each judged test with, for a failed one, the program's output against the answer.
 */
export function JurySubmissionScreen({ contestId, submissionId }: { contestId: string; submissionId: string }) {
  const submission = useJurySubmission(contestId, submissionId);
  const [search] = useSearchParams();
  const notFound = submission.error instanceof ApiError && submission.error.status === 404;
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8">
      <Link
        to={paths.jurySubmissions.getHref(contestId, search.toString())}
        className="link link-hover inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to submissions
      </Link>
      <AsyncState
        query={submission}
        loadingLabel="Loading submission"
        errorText={notFound ? 'Submission not found' : undefined}
      >
        {(detail) => <SubmissionDetail detail={detail} />}
      </AsyncState>
    </section>
  );
}

function SubmissionDetail({ detail }: { detail: JurySubmissionDetail }) {
  const facts: [string, string][] = [
    ['Contestant', detail.name],
    ['Problem', `${detail.problemLabel}: ${detail.problemTitle}`],
    ['Language', detail.languageName],
    ['Submitted', `Minute ${detail.contestMinute} (${new Date(detail.createdAt).toLocaleString()})`],
    ['Verdict', verdictText(detail)],
    ['Tests passed', `${detail.testCasesPassed} of ${detail.testCasesTotal}`],
  ];
  return (
    <>
      <PageTitle title={`Submission by ${detail.name}`} />
      <h1 className="text-3xl font-bold break-words">Submission by {detail.name}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt className="font-semibold">{term}</dt>
            <dd data-testid={`fact-${term.toLowerCase().replace(' ', '-')}`}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {detail.errorMessage && detail.status === 'error' && (
        <pre className="overflow-x-auto rounded-box bg-base-200 p-3 text-sm whitespace-pre-wrap">
          {detail.errorMessage}
        </pre>
      )}
      <h2 className="text-xl font-semibold">Source</h2>
      <div data-testid="jury-source" className="max-h-[32rem] overflow-auto">
        <HighlightedCode code={detail.code} language={detail.language} />
      </div>
      <h2 className="text-xl font-semibold">Tests</h2>
      {detail.tests.length === 0 ? (
        <p className="text-sm text-base-content/70">
          No test results are kept for this submission (judged before they were kept, or not judged yet).
        </p>
      ) : (
        <TestResults detail={detail} />
      )}
    </>
  );
}

function TestResults({ detail }: { detail: JurySubmissionDetail }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-sm">
        <thead>
          <tr>
            <th>Test</th>
            <th>Verdict</th>
            <th>Time</th>
            <th>Memory</th>
          </tr>
        </thead>
        <tbody>
          {detail.tests.map((test) => {
            const failed = !verdictByName(test.verdict)?.accepted;
            return (
              <Fragment key={test.test}>
                <tr data-testid="jury-test" className={failed ? 'font-semibold' : undefined}>
                  <td className="tabular-nums">{test.test}</td>
                  <td>{test.verdict}</td>
                  <td className="whitespace-nowrap tabular-nums">{test.timeMs} ms</td>
                  <td className="whitespace-nowrap tabular-nums">{formatMemory(test.memoryKb)}</td>
                </tr>
                {test.expected !== undefined && (
                  <tr>
                    <td colSpan={4}>
                      <OutputDiff
                        test={test.test}
                        expected={test.expected}
                        output={test.output}
                        truncated={test.outputTruncated || Boolean(test.expectedTruncated)}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
