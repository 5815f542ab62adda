import { DeleteProblems } from '../../../features/admin/components/delete-problems';

export default function AdminDeleteRoute() {
  return <DeleteProblems />;
}
