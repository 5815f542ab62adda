import { AdminVideos } from '../../../features/admin';

export default function AdminVideoRoute() {
  return <AdminVideos />;
}
