import { AdminVideos } from '../../../features/admin/components/admin-videos';

export default function AdminVideoRoute() {
  return <AdminVideos />;
}
