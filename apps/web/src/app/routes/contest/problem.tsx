import { useNavigate, useParams } from 'react-router';

import { paths } from '../../../config/paths';
import { useAuth } from '../../../features/auth/hooks/use-auth';
import { ContestProblemGate } from '../../../features/contests/components/contest-problem-gate';
import { ProblemPage } from '../../../features/problems/components/problem-page';

/** SPEC §2 "Contest problem screen": the problem page, with the contest's clock and submissions sent for the contest. */
export default function ContestProblemRoute() {
  const { contestId = '', problemId = '' } = useParams();
  const { state } = useAuth();
  const navigate = useNavigate();
  return (
    <ContestProblemGate key={`${contestId}/${problemId}`} contestId={contestId} problemId={problemId}>
      {(clock) => (
        <ProblemPage problemId={problemId} userId={state.user?._id ?? null} onLoginRequired={() => void navigate(paths.login.getHref())} contest={{ contestId, clock }} />
      )}
    </ContestProblemGate>
  );
}
