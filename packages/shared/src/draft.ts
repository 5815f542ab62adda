import { z } from 'zod';

import { MAX_SOURCE_BYTES } from './submission.js';

/** A user's unsubmitted code for one problem and language, kept on the server so it follows them. */
export type CodeDraft = { language: string; code: string; updatedAt: string };

/** PUT /api/drafts/:problemId/:language body. Empty code is allowed: the user may clear the editor. */
export const draftBodySchema = z.object({
  code: z
    .string({ error: 'Code is required' })
    .refine((code) => byteLength(code) <= MAX_SOURCE_BYTES, `Code must be at most ${MAX_SOURCE_BYTES / 1024} KB`),
});
export type DraftBody = z.infer<typeof draftBodySchema>;

/** UTF-8 size without Node's Buffer, so the schema also runs in the browser. */
function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}
