import { useParams } from 'react-router';

import { GroupScreen } from '../../features/classrooms';

export default function GroupRoute() {
  const { groupId = '' } = useParams();
  return <GroupScreen key={groupId} groupId={groupId} />;
}
