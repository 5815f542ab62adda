import { AdminCategories } from '../../../features/teams';

export default function AdminCategoriesRoute() {
  return <AdminCategories />;
}
