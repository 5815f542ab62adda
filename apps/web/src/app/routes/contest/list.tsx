import { ContestGrid } from '../../../features/contests';

export default function ContestsRoute() {
  return <ContestGrid />;
}
