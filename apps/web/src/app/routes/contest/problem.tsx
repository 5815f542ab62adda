import { useNavigate, useParams } from 'react-router';

import { paths } from '../../../config/paths';
import { useAuth } from '../../../features/auth';
import { ContestProblemGate } from '../../../features/contests';
import { ProblemPage } from '../../../features/problems';
import { contestTabs } from '../problem-tabs';

/** docs/product.md §2 "Contest problem screen": the problem page, with the contest's clock and submissions sent for the contest. */
export default function ContestProblemRoute() {
  const { contestId = '', problemId = '' } = useParams();
  const { state } = useAuth();
  const navigate = useNavigate();
  return (
    <ContestProblemGate key={`${contestId}/${problemId}`} contestId={contestId} problemId={problemId}>
      {(clock, result) => (
        <ProblemPage
          problemId={problemId}
          userId={state.user?._id ?? null}
          onLoginRequired={() => void navigate(paths.login.getHref())}
          tabs={contestTabs}
          contest={{ contestId, clock, result }}
        />
      )}
    </ContestProblemGate>
  );
}
