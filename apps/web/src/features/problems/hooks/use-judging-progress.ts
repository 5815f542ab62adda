import { useEffect, useState } from 'react';

import type { JudgingProgress } from '@codeyard/shared';

import { getSocket } from '../../../lib/socket';

/**
 * The latest `submission-progress` for this problem while `active` (a submit in flight). Progress
 * for the same person's submissions to other problems (another tab) is ignored.
 */
export function useJudgingProgress(active: boolean, problemId: string): JudgingProgress | null {
  const [progress, setProgress] = useState<JudgingProgress | null>(null);

  useEffect(() => {
    if (!active) return;
    const socket = getSocket();
    const onProgress = (next: JudgingProgress) => {
      if (next.problemId === problemId) setProgress(next);
    };
    socket.on('submission-progress', onProgress);
    return () => {
      socket.off('submission-progress', onProgress);
      setProgress(null);
    };
  }, [active, problemId]);

  return active ? progress : null;
}
