import { AdminProblems } from '../../../features/admin/components/admin-problems';

export default function AdminProblemsRoute() {
  return <AdminProblems />;
}
