import { AdminPanel } from '../../../features/admin';

export default function AdminPanelRoute() {
  return <AdminPanel />;
}
