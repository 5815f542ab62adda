import { CreateProblem } from '../../../features/admin/components/create-problem';

export default function AdminCreateRoute() {
  return <CreateProblem />;
}
