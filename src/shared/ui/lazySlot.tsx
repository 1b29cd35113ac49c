import { Suspense, lazy, type ComponentType } from 'react';

/**
 * A component that loads as its own chunk when it first shows, from what `load` resolves to (a
 * module's named export); nothing stands in its place until then.
 */
export function lazySlot<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazySlot(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
