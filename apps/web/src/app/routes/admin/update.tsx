import { useParams } from 'react-router';

import { UpdateProblem } from '../../../features/admin';

export default function AdminUpdateRoute() {
  const { id = '' } = useParams();
  return <UpdateProblem key={id} problemId={id} />;
}
