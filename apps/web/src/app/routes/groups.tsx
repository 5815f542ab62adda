import { GroupsScreen } from '../../features/classrooms';

export default function GroupsRoute() {
  return <GroupsScreen />;
}
