import { DashboardScreen } from '../../features/dashboard';

export default function DashboardRoute() {
  return <DashboardScreen />;
}
