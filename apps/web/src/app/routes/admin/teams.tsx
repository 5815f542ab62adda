import { AdminTeams } from '../../../features/teams';

export default function AdminTeamsRoute() {
  return <AdminTeams />;
}
