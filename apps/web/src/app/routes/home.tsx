import { Spinner } from '../../components/ui/spinner';
import { LandingPage, useAuth } from '../../features/auth';
import { ProblemList } from '../../features/problems';

/**
 * docs/product.md §2: / is the problem list for signed-in people; visitors get the landing page with
 * the same list below it, so they can see what there is to solve before signing up.
 */
export default function HomeRoute() {
  const { state, sessionChecked } = useAuth();
  if (!sessionChecked) return <Spinner label="Checking your session" />;
  if (state.user) return <ProblemList userId={state.user._id} />;
  return (
    <>
      <LandingPage />
      <ProblemList userId={null} />
    </>
  );
}
