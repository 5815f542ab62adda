import { CreateContest } from '../../../features/contests/components/create-contest';

export default function AdminCreateContestRoute() {
  return <CreateContest />;
}
