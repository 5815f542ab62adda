import { AdminProblems } from '../../../features/admin';

export default function AdminProblemsRoute() {
  return <AdminProblems />;
}
