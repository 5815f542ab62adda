// Importing a registration system's teams and accounts (app/routes/admin/import-teams).
export { RegistrationImport } from './components/registration-import';
