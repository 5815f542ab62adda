import { useParams } from 'react-router';

import { JurySubmissionsScreen } from '../../../features/jury';

export default function JurySubmissionsRoute() {
  const { contestId = '' } = useParams();
  return <JurySubmissionsScreen key={contestId} contestId={contestId} />;
}
