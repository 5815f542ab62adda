import { useParams } from 'react-router';

import { UpdateProblem } from '../../../features/admin/components/update-problem';

export default function AdminUpdateRoute() {
  const { id = '' } = useParams();
  return <UpdateProblem key={id} problemId={id} />;
}
