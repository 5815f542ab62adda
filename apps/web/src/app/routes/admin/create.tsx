import { CreateProblem } from '../../../features/admin';

export default function AdminCreateRoute() {
  return <CreateProblem />;
}
