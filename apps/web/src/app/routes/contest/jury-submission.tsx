import { useParams } from 'react-router';

import { JurySubmissionScreen } from '../../../features/jury';

export default function JurySubmissionRoute() {
  const { contestId = '', submissionId = '' } = useParams();
  return <JurySubmissionScreen key={submissionId} contestId={contestId} submissionId={submissionId} />;
}
