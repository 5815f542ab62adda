import { useNavigate, useParams } from 'react-router';

import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { ProblemPage } from '../../features/problems/components/problem-page';

export default function ProblemRoute() {
  const { problemId = '' } = useParams();
  const { state } = useAuth();
  const navigate = useNavigate();
  return <ProblemPage problemId={problemId} userId={state.user?._id ?? null} onLoginRequired={() => void navigate(paths.login.getHref())} />;
}
