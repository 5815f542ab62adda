import { Link } from 'react-router';

import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useReveal } from '../api/get-reveal';
import { ContestReveal } from './contest-reveal';

/** The leaderboard with `?reveal=1`: the reveal played from the server's frozen and final boards. */
export function RevealSection({ contestId }: { contestId: string }) {
  const reveal = useReveal(contestId, true);
  return (
    <div className="flex flex-col gap-3">
      <Link to="?" className="link link-hover text-sm">
        Back to the standings
      </Link>
      {reveal.isPending && <Spinner label="Loading the reveal" />}
      {reveal.isError && (
        <p role="alert" className="text-error">
          {errorMessage(reveal.error)}
        </p>
      )}
      {reveal.data && <ContestReveal data={reveal.data} problems={reveal.data.problems} />}
    </div>
  );
}
