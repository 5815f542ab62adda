import { createElement, lazy, type ComponentType } from 'react';

export type PreloadableComponent<Props extends object> = ComponentType<Props> & {
  /** Starts loading the module; once it has loaded, the component renders at once instead of suspending. */
  preload: () => Promise<void>;
};

/**
 * React.lazy that can be loaded ahead of its first render. A React.lazy component suspends on its
 * first render even when its module has already loaded (its promise settles a microtask later),
 * and on a page's first render React then shows the Suspense fallback and holds the content back
 * for at least 300 ms after it (React 19's fallback throttling). Preloaded, this renders the
 * loaded component directly and nothing suspends.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(loadOnce);
  // `loaded` is set before React.lazy's own promise settles, so once anything has rendered the
  // module, every render uses it: the element's type never changes under mounted state.
  const Preloadable = (props: Props) => createElement(loaded ?? Lazy, props);
  return Object.assign(Preloadable, { preload: () => loadOnce().then(() => undefined) });
}
