import { useParams } from 'react-router';

import { ProfileScreen } from '../../features/dashboard';

export default function ProfileRoute() {
  const { handle = '' } = useParams();
  return <ProfileScreen key={handle} handle={handle} />;
}
