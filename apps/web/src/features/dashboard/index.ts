export { DashboardScreen } from './components/dashboard-screen';
export { ProfileScreen } from './components/profile-screen';
