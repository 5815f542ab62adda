import { useLocation, useNavigate, useParams } from 'react-router';

import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { ProblemPage } from '../../features/problems/components/problem-page';

// Monaco is this page's largest download and evaluation: start both now, while the session and the
// problem are fetched, rather than after them when the editor mounts (it imports the same module).
// A failure here is not handled: the editor's own import reports it.
void import('../../features/problems/lib/monaco-setup').catch(() => undefined);

export default function ProblemRoute() {
  const { problemId = '' } = useParams();
  const { state } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // After signing in, the visitor comes back to this problem.
  const loginHref = paths.login.getHref(`${location.pathname}${location.search}${location.hash}`);
  return <ProblemPage problemId={problemId} userId={state.user?._id ?? null} onLoginRequired={() => void navigate(loginHref)} />;
}
