import { AdminContests } from '../../../features/contests/components/admin-contests';

export default function AdminContestsRoute() {
  return <AdminContests />;
}
