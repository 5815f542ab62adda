import { DeleteProblems } from '../../../features/admin';

export default function AdminDeleteRoute() {
  return <DeleteProblems />;
}
