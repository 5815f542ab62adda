import { ContestGrid } from '../../../features/contests/components/contest-grid';

export default function ContestsRoute() {
  return <ContestGrid />;
}
