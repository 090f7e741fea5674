import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// As React.lazy's own signature: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy` for a module's named export: `lazyNamed(() => import('./Sheet'), 'Sheet')`.
 * The module loads when the component first renders.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
