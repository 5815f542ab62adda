import type { EditorialVideo } from '@codeyard/shared';

import { api } from '../../../lib/api-client';

/** GET /api/video/watch/:problemId: a fresh signed URL (valid for minutes); asked again when it expires. */
export function getVideoUrl(problemId: string): Promise<EditorialVideo> {
  return api.get<EditorialVideo>(`/video/watch/${encodeURIComponent(problemId)}`);
}
