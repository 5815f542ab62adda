import { useParams } from 'react-router';

import { useAuth } from '../../../features/auth';
import { LeaderboardScreen, type LeaderboardSlots } from '../../../features/contests';
import { JuryPanel, RevealLink } from '../../../features/jury';
import { RevealSection } from '../../../features/reveal';

const slots: LeaderboardSlots = { JuryPanel, RevealLink, RevealSection };

export default function LeaderboardRoute() {
  const { contestId = '' } = useParams();
  const { state } = useAuth();
  return <LeaderboardScreen key={contestId} contestId={contestId} viewerId={state.user?._id ?? null} slots={slots} />;
}
