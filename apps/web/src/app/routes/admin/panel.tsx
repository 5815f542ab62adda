import { AdminPanel } from '../../../features/admin/components/admin-panel';

export default function AdminPanelRoute() {
  return <AdminPanel />;
}
