import { useSearchParams } from 'react-router';

import { CreateProblem } from '../../../features/admin';

export default function AdminCreateRoute() {
  const [searchParams] = useSearchParams();
  const visibility = searchParams.get('visibility');
  return <CreateProblem key={visibility ?? ''} visibility={visibility} />;
}
