import { AdminOrganizations } from '../../../features/teams';

export default function AdminOrganizationsRoute() {
  return <AdminOrganizations />;
}
