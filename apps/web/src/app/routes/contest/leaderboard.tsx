import { useParams } from 'react-router';

import { useAuth } from '../../../features/auth/hooks/use-auth';
import { LeaderboardScreen } from '../../../features/contests/components/leaderboard-screen';

export default function LeaderboardRoute() {
  const { contestId = '' } = useParams();
  const { state } = useAuth();
  return <LeaderboardScreen key={contestId} contestId={contestId} viewerId={state.user?._id ?? null} />;
}
