import { useParams } from 'react-router';

import { useAuth } from '../../../features/auth';
import { LeaderboardScreen } from '../../../features/contests';

export default function LeaderboardRoute() {
  const { contestId = '' } = useParams();
  const { state } = useAuth();
  return <LeaderboardScreen key={contestId} contestId={contestId} viewerId={state.user?._id ?? null} />;
}
