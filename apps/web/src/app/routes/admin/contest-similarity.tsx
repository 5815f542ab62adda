import { useParams } from 'react-router';

import { SimilarityReportScreen } from '../../../features/similarity';

export default function AdminContestSimilarityRoute() {
  const { id = '' } = useParams();
  return <SimilarityReportScreen key={id} contestId={id} />;
}
