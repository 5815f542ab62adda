import { useParams } from 'react-router';

import { EditContest } from '../../../features/contests';

export default function AdminEditContestRoute() {
  const { id = '' } = useParams();
  return <EditContest key={id} contestId={id} />;
}
