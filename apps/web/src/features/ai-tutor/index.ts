import { lazy } from 'react';

/**
 * The AI tutor tab of the problem page, loaded when first opened: its markdown and streaming code stay in a chunk of
 * their own, out of the editor's way. Exported lazy on purpose: an eager export here would pull the
 * tab into the chunk of whatever imports this feature.
 */
export const AiTutorTab = lazy(() =>
  import('./components/ai-tutor-tab').then((module) => ({ default: module.AiTutorTab })),
);
