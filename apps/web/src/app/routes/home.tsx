import { Spinner } from '../../components/ui/spinner';
import { LandingPage } from '../../features/auth/components/landing-page';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { ProblemList } from '../../features/problems/components/problem-list';

/** SPEC §2: / is the problem list for signed-in people and the landing page for visitors. */
export default function HomeRoute() {
  const { state, sessionChecked } = useAuth();
  if (!sessionChecked) return <Spinner label="Checking your session" />;
  return state.user ? <ProblemList userId={state.user._id} /> : <LandingPage />;
}
