import { useEffect, useState } from 'react';

import type { JudgingProgress } from '@codeyard/shared';

import { getSocket } from '../../../lib/socket';

/** The latest `submission-progress` the server sent this user while `active` (a submit in flight). */
export function useJudgingProgress(active: boolean): JudgingProgress | null {
  const [progress, setProgress] = useState<JudgingProgress | null>(null);

  useEffect(() => {
    if (!active) return;
    const socket = getSocket();
    const onProgress = (next: JudgingProgress) => setProgress(next);
    socket.on('submission-progress', onProgress);
    return () => {
      socket.off('submission-progress', onProgress);
      setProgress(null);
    };
  }, [active]);

  return active ? progress : null;
}
