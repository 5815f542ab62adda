import { useLocation, useNavigate, useParams } from 'react-router';

import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth';
import { ProblemPage } from '../../features/problems';
import { practiceTabs } from './problem-tabs';

export default function ProblemRoute() {
  const { problemId = '' } = useParams();
  const { state } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // After signing in, the visitor comes back to this problem.
  const loginHref = paths.login.getHref(`${location.pathname}${location.search}${location.hash}`);
  return (
    <ProblemPage
      problemId={problemId}
      userId={state.user?._id ?? null}
      onLoginRequired={() => void navigate(loginHref)}
      tabs={practiceTabs}
    />
  );
}
