import { Spinner } from '../../components/ui/spinner';
import { LandingPage, useAuth } from '../../features/auth';
import { ProblemList } from '../../features/problems';

/** docs/product.md §2: / is the problem list for signed-in people and the landing page for visitors. */
export default function HomeRoute() {
  const { state, sessionChecked } = useAuth();
  if (!sessionChecked) return <Spinner label="Checking your session" />;
  return state.user ? <ProblemList userId={state.user._id} /> : <LandingPage />;
}
