import { RegistrationImport } from '../../../features/team-import';

export default function AdminImportTeamsRoute() {
  return <RegistrationImport />;
}
