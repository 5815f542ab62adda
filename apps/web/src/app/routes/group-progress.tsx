import { useParams } from 'react-router';

import { ProgressScreen } from '../../features/classrooms';

export default function GroupProgressRoute() {
  const { groupId = '' } = useParams();
  return <ProgressScreen key={groupId} groupId={groupId} />;
}
