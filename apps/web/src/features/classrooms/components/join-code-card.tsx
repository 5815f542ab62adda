import { Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';

import { formatJoinCode, type GroupSummary } from '@codeyard/shared';

import { errorMessage } from '../../../lib/api-client';
import { useRegenerateJoinCode } from '../api/group-mutations';

/** The code students join with: shown large, copied in one click, replaced when it went where it should not. */
export function JoinCodeCard({ group }: { group: GroupSummary }) {
  const regenerate = useRegenerateJoinCode();
  const [copied, setCopied] = useState<string | null>(null);
  if (!group.joinCode) return null;
  const shown = formatJoinCode(group.joinCode);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown);
      setCopied('Copied');
    } catch {
      setCopied('Could not copy: select the code and copy it by hand');
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-base-content/70">Students join on the Groups page with this code.</p>
      <div className="flex flex-wrap items-center gap-2">
        <output aria-label="Join code" className="rounded-box bg-base-200 px-3 py-2 font-mono text-2xl tracking-widest">
          {shown}
        </output>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          Copy code
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={regenerate.isPending}
          onClick={() => {
            if (window.confirm('Make a new code? The old one will stop working.')) regenerate.mutate(group._id);
          }}
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          New code
        </button>
      </div>
      {copied && (
        <p role="status" className="text-sm">
          {copied}
        </p>
      )}
      {regenerate.isError && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(regenerate.error)}
        </p>
      )}
    </div>
  );
}
