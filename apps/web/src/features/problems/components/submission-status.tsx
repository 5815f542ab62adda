import { verdictTone } from '@codeyard/shared';

import { VerdictLabel } from '../../../components/ui/verdict-look';
import { statusLabel } from '../utils/outcome';

/**
 * docs/product.md §4: each submission status has its own icon and colour, a partial score too;
 * anything else shows as unknown. A failed one is named by the judge's verdict (its name in the
 * verdict table) when it has one.
 */
export function SubmissionStatus({ status, verdict }: { status: string | null | undefined; verdict?: string | null }) {
  return (
    <VerdictLabel tone={verdictTone(status, verdict)} className="font-medium">
      {statusLabel(status, verdict)}
    </VerdictLabel>
  );
}
