import { lazy } from 'react';

/**
 * The Solutions tab of the problem page, loaded when first opened: its code viewer and tables stay in a chunk of
 * their own, out of the editor's way. Exported lazy on purpose: an eager export here would pull the
 * tab into the chunk of whatever imports this feature.
 */
export const SolutionsTab = lazy(() =>
  import('./components/solutions-tab').then((module) => ({ default: module.SolutionsTab })),
);
