// The team screens (app/routes/admin/teams, organizations, categories; issue 34).
export { AdminCategories } from './components/admin-categories';
export { AdminOrganizations } from './components/admin-organizations';
export { AdminTeams } from './components/admin-teams';
