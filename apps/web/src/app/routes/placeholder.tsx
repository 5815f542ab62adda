import { ComingSoon } from '../../components/ui/coming-soon';

export default function PlaceholderRoute({ title, description }: { title: string; description?: string }) {
  return <ComingSoon title={title} {...(description ? { description } : {})} />;
}
