import { useParams } from 'react-router';

import { ContestDetailScreen } from '../../../features/contests';

export default function ContestRoute() {
  const { id = '' } = useParams();
  return <ContestDetailScreen key={id} contestId={id} />;
}
