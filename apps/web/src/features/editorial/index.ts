import { lazy } from 'react';

/**
 * The Editorial tab of the problem page, loaded when first opened: its video and payment code stay in a chunk of
 * their own, out of the editor's way. Exported lazy on purpose: an eager export here would pull the
 * tab into the chunk of whatever imports this feature.
 */
export const EditorialTab = lazy(() =>
  import('./components/editorial-tab').then((module) => ({ default: module.EditorialTab })),
);
