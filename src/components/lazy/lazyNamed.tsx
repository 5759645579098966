import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a module's named export: `lazyNamed(() => import('./Dialog'), 'Dialog')`. The
 * component's code (and the overlay libraries it brings) loads at its first render. A `.tsx` file,
 * as `#components/…` names them.
 */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
