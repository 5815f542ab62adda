import { AdminContests } from '../../../features/contests';

export default function AdminContestsRoute() {
  return <AdminContests />;
}
