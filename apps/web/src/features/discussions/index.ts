import { lazy } from 'react';

/**
 * The Discussions tab of the problem page, loaded when first opened: its markdown, forms and live comments stay in a chunk of
 * their own, out of the editor's way. Exported lazy on purpose: an eager export here would pull the
 * tab into the chunk of whatever imports this feature.
 */
export const DiscussionsTab = lazy(() =>
  import('./components/discussions-tab').then((module) => ({ default: module.DiscussionsTab })),
);
