import { CreateContest } from '../../../features/contests';

export default function AdminCreateContestRoute() {
  return <CreateContest />;
}
