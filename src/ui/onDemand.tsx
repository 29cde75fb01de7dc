import { lazy, useState, type ComponentType } from 'react';

/**
 * A screen whose code comes on demand. Rendered before its module has arrived, it suspends
 * (React.lazy) and the Suspense fallback shows. Rendered once `preload()` has resolved, it renders
 * at once, without suspending: React holds back content that replaces a fallback for 300 ms (its
 * fallback throttle), which a link straight to a ticket would otherwise wait for. Each mounted
 * instance keeps the component it started with, so it is never mounted twice.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Screen: ComponentType<P>; preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Screen, preload };
}
